import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import type { BlogPost, Experience, Project, Skill } from "./lib/entities";
import { databaseLoader } from "./server/content/database-loader";
import { listPublishedPosts } from "./server/repositories/blog-posts";
import { listExperiences } from "./server/repositories/experiences";
import { listPublishedProjects } from "./server/repositories/projects";
import { listSkills } from "./server/repositories/skills";

/**
 * Build-time content, read from the database as anon. The entity types in src/lib/entities.ts
 * are the single description of each row; the repositories return exactly those shapes.
 */
const projects = defineCollection({
  loader: databaseLoader("projects", listPublishedProjects, (project) => project.slug),
  schema: z.custom<Project>(),
});

const posts = defineCollection({
  loader: databaseLoader("posts", listPublishedPosts, (post) => post.slug),
  schema: z.custom<BlogPost>(),
});

const experiences = defineCollection({
  loader: databaseLoader("experiences", listExperiences, (experience) => experience.id),
  schema: z.custom<Experience>(),
});

const skills = defineCollection({
  loader: databaseLoader("skills", listSkills, (skill) => skill.id),
  schema: z.custom<Skill>(),
});

export const collections = { projects, posts, experiences, skills };
