/**
 * The database refuses what the forms refuse. For every CHECK constraint in the migrations: one
 * refused value (23514, naming that constraint) and the boundary value that is accepted, each
 * tried on an otherwise valid row. A final test fails when a CHECK constraint has no case here.
 * Each attempt runs as the owner in a transaction that is rolled back, so cases never collide.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row, SqlExecutor } from "../../src/server/db/types";
import { createTestDatabase, testBackends, type TestDatabase } from "../support/database";

const CHECK_VIOLATION = "23514";
const UNIQUE_VIOLATION = "23505";
const MAX_FILE_SIZE = 10 * 1024 * 1024;

/** The slug of a published project seeded once per database (project files and views need one). */
const PROJECT = "constraints-project";
/** An application seeded once per database (its status changes and events need one). */
const APPLICATION = "6d1c2f54-3c5e-4b7a-9f10-0a1b2c3d4e5f";

const unique = () => randomUUID().replaceAll("-", "").slice(0, 12);
const chars = (n: number, c = "a") => c.repeat(n);
const items = (n: number) => Array.from({ length: n }, (_, i) => `item-${i}`);
/** A lowercase slug of exactly `n` characters, unique per call. */
const slugOf = (n: number) => {
  const u = unique();
  return u + chars(n - u.length);
};

type Table =
  | "projects_dynamic"
  | "experiences"
  | "skills"
  | "blog_posts"
  | "guestbook_messages"
  | "contact_messages"
  | "project_views"
  | "project_files"
  | "resume_files"
  | "portfolio_files"
  | "site_settings"
  | "applications"
  | "application_status_changes"
  | "application_events";

/** A valid row per table; `u` makes unique columns unique. */
const VALID: Record<Table, (u: string) => Row> = {
  projects_dynamic: (u) => ({
    slug: `project-${u}`,
    title: "A project",
    category: "Robotics",
    tags: ["ros"],
    image: "/images/project.png",
    gallery: null,
    overview: "An overview of the project.",
    role: "Lead engineer",
    challenge: "The challenge.",
    approach: "The approach.",
    outcome: "The outcome.",
    tech_stack: ["C++"],
    display_order: 0,
  }),
  experiences: () => ({
    role: "Engineer",
    organization: "An organisation",
    location: "Somewhere",
    period_start: "2020",
    period_end: null,
    focus: "Building robots.",
    impact: [],
    tags: [],
    display_order: 0,
  }),
  skills: (u) => ({ skill_name: `Skill ${u}`, category: "Tools", display_order: 0 }),
  blog_posts: (u) => ({
    title: "A post",
    slug: `post-${u}`,
    excerpt: null,
    content: "<p>Body</p>",
    featured_image: null,
    reading_time: 5,
    published: false,
    published_at: null,
  }),
  guestbook_messages: () => ({ name: "Zoë", email: null, message: "A kind message.", status: "pending" }),
  contact_messages: () => ({ name: "José", email: "jose@example.com", message: "Hello there, friend." }),
  project_views: () => ({ project_slug: PROJECT, referrer: null }),
  project_files: (u) => ({
    project_slug: PROJECT,
    file_name: "spec.pdf",
    file_path: `project-files/${u}/spec.pdf`,
    file_type: "application/pdf",
    file_size: 1000,
    description: null,
  }),
  site_settings: () => ({ settings: { owner: { name: "Alex" } } }),
  resume_files: (u) => ({
    file_name: "resume.pdf",
    file_path: `/documents/resumes/${u}.pdf`,
    storage_path: `resumes/${u}.pdf`,
    file_size: 1000,
    mime_type: "application/pdf",
    is_active: false,
  }),
  applications: () => ({
    company: "Acme Robotics",
    role: "Design Engineer",
    posting_url: null,
    contact: null,
    status: "applied",
    pinned_projects: [],
    greeting: null,
    notes: null,
  }),
  application_status_changes: () => ({ application_id: APPLICATION, status: "applied" }),
  application_events: () => ({
    application_id: APPLICATION,
    visit_id: randomUUID(),
    kind: "open",
    target: null,
    referrer_host: null,
    checker: null,
  }),
  portfolio_files: (u) => ({
    file_name: "portfolio.pdf",
    file_path: `/documents/portfolios/${u}.pdf`,
    storage_path: `portfolios/${u}.pdf`,
    file_size: 1000,
    mime_type: "application/pdf",
    is_active: false,
  }),
};

type Values = Row | (() => Row);

interface Case {
  /** Plain words: what is refused and what is accepted. */
  name: string;
  table: Table;
  constraint: string;
  refused: Values;
  accepted: Values;
  /** Apply the values with an UPDATE of a valid row instead of on insert (columns the insert cannot set). */
  via?: "update";
  /** SQL run first, in the same rolled-back transaction. */
  prepare?: string;
}

const values = (v: Values): Row => (typeof v === "function" ? v() : v);

const CASES: Case[] = [
  // applications
  {
    name: "a link token of other characters, or too short to be random",
    table: "applications",
    constraint: "applications_token_format",
    refused: { token: "short-token" },
    accepted: { token: chars(16, "A") },
  },
  {
    name: "an empty company name, or one over 200 characters",
    table: "applications",
    constraint: "applications_company_length",
    refused: { company: "   " },
    accepted: { company: chars(200) },
  },
  {
    name: "an empty role, or one over 200 characters",
    table: "applications",
    constraint: "applications_role_length",
    refused: { role: chars(201) },
    accepted: { role: chars(200) },
  },
  {
    name: "a job posting that is not a web address",
    table: "applications",
    constraint: "applications_posting_url",
    refused: { posting_url: "javascript:alert(1)" },
    accepted: { posting_url: "https://jobs.example.com/123" },
  },
  {
    name: "a contact over 200 characters",
    table: "applications",
    constraint: "applications_contact_length",
    refused: { contact: chars(201) },
    accepted: { contact: chars(200) },
  },
  {
    name: "a status outside the six",
    table: "applications",
    constraint: "applications_status",
    refused: { status: "ghosted" },
    accepted: { status: "withdrawn" },
  },
  {
    name: "more than four pinned projects, a repeated one or one that is not a slug",
    table: "applications",
    constraint: "applications_pinned_projects",
    refused: { pinned_projects: ["a", "b", "c", "d", "e"] },
    accepted: { pinned_projects: ["a", "b", "c", "d"] },
  },
  {
    name: "a pinned project named twice",
    table: "applications",
    constraint: "applications_pinned_projects",
    refused: { pinned_projects: ["gripper", "gripper"] },
    accepted: { pinned_projects: ["gripper", "fixture"] },
  },
  {
    name: "a greeting of two lines, or over 200 characters",
    table: "applications",
    constraint: "applications_greeting",
    refused: { greeting: "Hello\nAcme" },
    accepted: { greeting: chars(200) },
  },
  {
    name: "notes over 5000 characters",
    table: "applications",
    constraint: "applications_notes_length",
    refused: { notes: chars(5001) },
    accepted: { notes: chars(5000) },
  },
  {
    name: "a status change to a status outside the six",
    table: "application_status_changes",
    constraint: "application_status_changes_status",
    refused: { status: "ghosted" },
    accepted: { status: "offer" },
  },
  {
    name: "an event of another kind",
    table: "application_events",
    constraint: "application_events_kind",
    refused: { kind: "keystroke" },
    accepted: { kind: "resume" },
  },
  {
    name: "a visitor's event without its visit, or a link check with one",
    table: "application_events",
    constraint: "application_events_visit",
    refused: { visit_id: null },
    accepted: { kind: "link_check", visit_id: null, checker: "Slack" },
  },
  {
    name: "a link check without its checker, or a visitor's event with one",
    table: "application_events",
    constraint: "application_events_checker",
    refused: { checker: "Slack" },
    accepted: { kind: "link_check", visit_id: null, checker: chars(60) },
  },
  {
    name: "an event's target over 300 characters",
    table: "application_events",
    constraint: "application_events_target_length",
    refused: { target: chars(301) },
    accepted: { target: chars(300) },
  },
  {
    name: "a referrer that is more than a host",
    table: "application_events",
    constraint: "application_events_referrer_host",
    refused: { referrer_host: "example.com/path?q=1" },
    accepted: { referrer_host: "mail.example.com:8443" },
  },

  // site_settings
  {
    name: "a second settings row",
    table: "site_settings",
    constraint: "site_settings_single_row",
    refused: { id: false },
    accepted: { id: true },
  },
  {
    name: "settings that are not a JSON object",
    table: "site_settings",
    constraint: "site_settings_object",
    refused: { settings: ["a list"] },
    accepted: { settings: { hero: { badges: [] } } },
  },
  {
    name: "settings over 100 000 bytes",
    table: "site_settings",
    constraint: "site_settings_size",
    refused: { settings: { text: chars(100_000) } },
    accepted: { settings: { text: chars(99_900) } },
  },
  // projects_dynamic
  {
    name: "a project slug with uppercase letters",
    table: "projects_dynamic",
    constraint: "projects_dynamic_slug_format",
    refused: { slug: "My-Project" },
    accepted: () => ({ slug: `my-project-${unique()}` }),
  },
  {
    name: "a project slug of 201 characters (200 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_slug_format",
    refused: () => ({ slug: slugOf(201) }),
    accepted: () => ({ slug: slugOf(200) }),
  },
  {
    name: "a project title of 201 characters (200 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_title_length",
    refused: { title: chars(201) },
    accepted: { title: chars(200) },
  },
  {
    name: "a blank project title (one character ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_title_length",
    refused: { title: "   " },
    accepted: { title: "X" },
  },
  {
    name: "a project category of 101 characters (100 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_category_length",
    refused: { category: chars(101) },
    accepted: { category: chars(100) },
  },
  {
    name: "21 project tags (20 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_tags_count",
    refused: { tags: items(21) },
    accepted: { tags: items(20) },
  },
  {
    name: "a project image that is not a URL (https URL ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_image_url",
    refused: { image: "javascript:alert(1)" },
    accepted: { image: "https://example.com/image.png" },
  },
  {
    name: "21 gallery images (20 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_gallery_count",
    refused: { gallery: items(21) },
    accepted: { gallery: items(20) },
  },
  {
    name: "a main image alt text of 501 characters (500 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_image_alt_length",
    refused: { image_alt: chars(501) },
    accepted: { image_alt: chars(500) },
  },
  {
    name: "gallery alt text with fewer entries than the gallery (one each ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_gallery_alt_matches",
    refused: { gallery: items(2), gallery_alt: ["Only one"] },
    accepted: { gallery: items(2), gallery_alt: ["First", ""] },
  },
  {
    name: "gallery alt text without a gallery (none for none ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_gallery_alt_matches",
    refused: { gallery: null, gallery_alt: [] },
    accepted: { gallery: null, gallery_alt: null },
  },
  {
    name: "a null gallery alt text entry (an empty one ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_gallery_alt_matches",
    refused: { gallery: items(1), gallery_alt: [null] },
    accepted: { gallery: items(1), gallery_alt: [""] },
  },
  {
    name: "a project overview of 9 characters (10 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_overview_length",
    refused: { overview: chars(9) },
    accepted: { overview: chars(10) },
  },
  {
    name: "a project overview of 5001 characters (5000 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_overview_length",
    refused: { overview: chars(5001) },
    accepted: { overview: chars(5000) },
  },
  {
    name: "a project role of 1001 characters (1000 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_role_length",
    refused: { role: chars(1001) },
    accepted: { role: chars(1000) },
  },
  {
    name: "a project challenge of 5001 characters (5000 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_challenge_length",
    refused: { challenge: chars(5001) },
    accepted: { challenge: chars(5000) },
  },
  {
    name: "an empty project approach (one character ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_approach_length",
    refused: { approach: "" },
    accepted: { approach: "a" },
  },
  {
    name: "a project outcome of 5001 characters (5000 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_outcome_length",
    refused: { outcome: chars(5001) },
    accepted: { outcome: chars(5000) },
  },
  {
    name: "31 tech stack items (30 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_tech_stack_count",
    refused: { tech_stack: items(31) },
    accepted: { tech_stack: items(30) },
  },
  {
    name: "a negative project display order (0 ok)",
    table: "projects_dynamic",
    constraint: "projects_dynamic_display_order_min",
    refused: { display_order: -1 },
    accepted: { display_order: 0 },
  },

  // experiences
  {
    name: "an experience role of 201 characters (200 ok)",
    table: "experiences",
    constraint: "experiences_role_length",
    refused: { role: chars(201) },
    accepted: { role: chars(200) },
  },
  {
    name: "an organization of 201 characters (200 ok)",
    table: "experiences",
    constraint: "experiences_organization_length",
    refused: { organization: chars(201) },
    accepted: { organization: chars(200) },
  },
  {
    name: "a blank location (one character ok)",
    table: "experiences",
    constraint: "experiences_location_length",
    refused: { location: " " },
    accepted: { location: "X" },
  },
  {
    name: "a start period of 51 characters (50 ok)",
    table: "experiences",
    constraint: "experiences_period_start_length",
    refused: { period_start: chars(51) },
    accepted: { period_start: chars(50) },
  },
  {
    name: "an end period of 51 characters (50 ok)",
    table: "experiences",
    constraint: "experiences_period_end_length",
    refused: { period_end: chars(51) },
    accepted: { period_end: chars(50) },
  },
  {
    name: "a focus of 2001 characters (2000 ok)",
    table: "experiences",
    constraint: "experiences_focus_length",
    refused: { focus: chars(2001) },
    accepted: { focus: chars(2000) },
  },
  {
    name: "21 impact items (20 ok)",
    table: "experiences",
    constraint: "experiences_impact_count",
    refused: { impact: items(21) },
    accepted: { impact: items(20) },
  },
  {
    name: "21 experience tags (20 ok)",
    table: "experiences",
    constraint: "experiences_tags_count",
    refused: { tags: items(21) },
    accepted: { tags: items(20) },
  },
  {
    name: "a negative experience display order (0 ok)",
    table: "experiences",
    constraint: "experiences_display_order_min",
    refused: { display_order: -1 },
    accepted: { display_order: 0 },
  },

  // skills
  {
    name: "a skill name of 101 characters (100 ok)",
    table: "skills",
    constraint: "skills_skill_name_length",
    refused: { skill_name: chars(101) },
    accepted: { skill_name: chars(100) },
  },
  {
    name: "a skill category of 101 characters (100 ok)",
    table: "skills",
    constraint: "skills_category_length",
    refused: { category: chars(101) },
    accepted: { category: chars(100) },
  },
  {
    name: "a negative skill display order (0 ok)",
    table: "skills",
    constraint: "skills_display_order_min",
    refused: { display_order: -1 },
    accepted: { display_order: 0 },
  },

  // blog_posts
  {
    name: "a post slug with uppercase letters",
    table: "blog_posts",
    constraint: "blog_posts_slug_format",
    refused: { slug: "My-Post" },
    accepted: () => ({ slug: `my-post-${unique()}` }),
  },
  {
    name: "a post slug with a space or underscore",
    table: "blog_posts",
    constraint: "blog_posts_slug_format",
    refused: { slug: "my_post now" },
    accepted: () => ({ slug: `my-post-2-${unique()}` }),
  },
  {
    name: "a post title of 201 characters (200 ok)",
    table: "blog_posts",
    constraint: "blog_posts_title_length",
    refused: { title: chars(201) },
    accepted: { title: chars(200) },
  },
  {
    name: "an excerpt of 501 characters (500 ok)",
    table: "blog_posts",
    constraint: "blog_posts_excerpt_length",
    refused: { excerpt: chars(501) },
    accepted: { excerpt: chars(500) },
  },
  {
    name: "content of 50001 characters (50000 ok)",
    table: "blog_posts",
    constraint: "blog_posts_content_length",
    refused: { content: chars(50001) },
    accepted: { content: chars(50000) },
  },
  {
    name: "empty content (one character ok)",
    table: "blog_posts",
    constraint: "blog_posts_content_length",
    refused: { content: "" },
    accepted: { content: "x" },
  },
  {
    name: "a featured image that is not a URL (https URL ok)",
    table: "blog_posts",
    constraint: "blog_posts_featured_image_url",
    refused: { featured_image: "not a url" },
    accepted: { featured_image: "https://example.com/cover.png" },
  },
  {
    name: "a featured image alt text of 501 characters (500 ok)",
    table: "blog_posts",
    constraint: "blog_posts_featured_image_alt_length",
    refused: { featured_image_alt: chars(501) },
    accepted: { featured_image_alt: chars(500) },
  },
  {
    name: "a reading time of 0 (1 ok)",
    table: "blog_posts",
    constraint: "blog_posts_reading_time_range",
    refused: { reading_time: 0 },
    accepted: { reading_time: 1 },
  },
  {
    name: "a reading time of 1000 (999 ok)",
    table: "blog_posts",
    constraint: "blog_posts_reading_time_range",
    refused: { reading_time: 1000 },
    accepted: { reading_time: 999 },
  },
  {
    name: "a negative view count (0 ok)",
    table: "blog_posts",
    constraint: "blog_posts_views_min",
    via: "update",
    refused: { views: -1 },
    accepted: { views: 0 },
  },
  {
    name: "a published post without a publication time",
    table: "blog_posts",
    constraint: "blog_posts_published_at_matches",
    refused: { published: true, published_at: null },
    accepted: { published: true, published_at: "2026-01-01T00:00:00Z" },
  },
  {
    name: "a draft with a publication time",
    table: "blog_posts",
    constraint: "blog_posts_published_at_matches",
    refused: { published: false, published_at: "2026-01-01T00:00:00Z" },
    accepted: { published: false, published_at: null },
  },

  // guestbook_messages
  {
    name: "a guestbook name of 101 characters (100 ok)",
    table: "guestbook_messages",
    constraint: "guestbook_messages_name_length",
    refused: { name: chars(101) },
    accepted: { name: chars(100) },
  },
  {
    name: "a malformed guestbook email (a valid one ok)",
    table: "guestbook_messages",
    constraint: "guestbook_messages_email_format",
    refused: { email: "not-an-email" },
    accepted: { email: "zoe@example.com" },
  },
  {
    name: "a guestbook email of 256 characters (255 ok)",
    table: "guestbook_messages",
    constraint: "guestbook_messages_email_format",
    refused: { email: `${chars(244)}@example.com` },
    accepted: { email: `${chars(243)}@example.com` },
  },
  {
    name: "a guestbook message of 1001 characters (1000 ok)",
    table: "guestbook_messages",
    constraint: "guestbook_messages_message_length",
    refused: { message: chars(1001) },
    accepted: { message: chars(1000) },
  },
  {
    name: "a guestbook message of 9 characters (10 ok)",
    table: "guestbook_messages",
    constraint: "guestbook_messages_message_length",
    refused: { message: chars(9) },
    accepted: { message: chars(10) },
  },
  {
    name: "an approved message without an approval time",
    table: "guestbook_messages",
    constraint: "guestbook_messages_approval_matches",
    refused: { status: "approved", approved_at: null },
    accepted: { status: "approved", approved_at: "2026-01-01T00:00:00Z" },
  },
  {
    name: "a pending message with an approval time",
    table: "guestbook_messages",
    constraint: "guestbook_messages_approval_matches",
    refused: { status: "pending", approved_at: "2026-01-01T00:00:00Z" },
    accepted: { status: "rejected", approved_at: null },
  },

  // contact_messages
  {
    name: "a contact name of 101 characters (100 ok)",
    table: "contact_messages",
    constraint: "contact_messages_name_length",
    refused: { name: chars(101) },
    accepted: { name: chars(100) },
  },
  {
    name: "a malformed contact email (a valid one ok)",
    table: "contact_messages",
    constraint: "contact_messages_email_format",
    refused: { email: "jose@example" },
    accepted: { email: "jose@example.org" },
  },
  {
    name: "a contact message of 9 characters (10 ok)",
    table: "contact_messages",
    constraint: "contact_messages_message_length",
    refused: { message: chars(9) },
    accepted: { message: chars(10) },
  },
  {
    name: "a contact message of 2001 characters (2000 ok)",
    table: "contact_messages",
    constraint: "contact_messages_message_length",
    refused: { message: chars(2001) },
    accepted: { message: chars(2000) },
  },

  // project_views
  {
    name: "a referrer of 2049 characters (2048 ok)",
    table: "project_views",
    constraint: "project_views_referrer_length",
    refused: { referrer: chars(2049) },
    accepted: { referrer: chars(2048) },
  },

  // project_files
  {
    name: "a project file slug with uppercase letters",
    table: "project_files",
    constraint: "project_files_slug_format",
    refused: { project_slug: "Constraints-Project" },
    accepted: { project_slug: PROJECT },
  },
  {
    name: "a file name of 256 characters (255 ok)",
    table: "project_files",
    constraint: "project_files_file_name_length",
    refused: { file_name: chars(256) },
    accepted: { file_name: chars(255) },
  },
  {
    name: "a file path of 1025 characters (1024 ok)",
    table: "project_files",
    constraint: "project_files_file_path_length",
    refused: () => ({ file_path: slugOf(1025) }),
    accepted: () => ({ file_path: slugOf(1024) }),
  },
  {
    name: "a file type of 256 characters (255 ok)",
    table: "project_files",
    constraint: "project_files_file_type_length",
    refused: { file_type: chars(256) },
    accepted: { file_type: chars(255) },
  },
  {
    name: "a project file larger than 10 MB (exactly 10 MB ok)",
    table: "project_files",
    constraint: "project_files_file_size_range",
    refused: { file_size: MAX_FILE_SIZE + 1 },
    accepted: { file_size: MAX_FILE_SIZE },
  },
  {
    name: "a negative project file size (0 ok)",
    table: "project_files",
    constraint: "project_files_file_size_range",
    refused: { file_size: -1 },
    accepted: { file_size: 0 },
  },
  {
    name: "a file description of 501 characters (500 ok)",
    table: "project_files",
    constraint: "project_files_description_length",
    refused: { description: chars(501) },
    accepted: { description: chars(500) },
  },
  {
    name: "a negative download count (0 ok)",
    table: "project_files",
    constraint: "project_files_downloads_min",
    via: "update",
    refused: { downloads: -1 },
    accepted: { downloads: 0 },
  },
  {
    name: "a walkthrough of 21 steps (20 ok)",
    table: "project_files",
    constraint: "project_files_walkthrough_steps",
    refused: { walkthrough: Array.from({ length: 21 }, () => ({})) },
    accepted: { walkthrough: Array.from({ length: 20 }, () => ({})) },
  },
  {
    name: "a prepared mesh's path of 1025 characters (1024 ok)",
    table: "project_files",
    constraint: "project_files_prepared_path_length",
    refused: () => ({ prepared_path: slugOf(1025) }),
    accepted: () => ({ prepared_path: slugOf(1024) }),
  },
  {
    name: "a poster's path of 1025 characters (1024 ok)",
    table: "project_files",
    constraint: "project_files_poster_path_length",
    refused: () => ({ poster_path: slugOf(1025) }),
    accepted: () => ({ poster_path: slugOf(1024) }),
  },
  {
    name: "a walkthrough that is not a list",
    table: "project_files",
    constraint: "project_files_walkthrough_steps",
    refused: { walkthrough: { steps: [] } },
    accepted: { walkthrough: [] },
  },

  // resume_files and portfolio_files
  ...(["resume_files", "portfolio_files"] as const).flatMap((table): Case[] => {
    const kind = table === "resume_files" ? "resume" : "portfolio";
    const folder = table === "resume_files" ? "resumes" : "portfolios";
    const otherFolder = table === "resume_files" ? "portfolios" : "resumes";
    return [
      {
        name: `a ${kind} file name of 256 characters (255 ok)`,
        table,
        constraint: `${table}_file_name_length`,
        refused: { file_name: chars(256) },
        accepted: { file_name: chars(255) },
      },
      {
        name: `a ${kind} file path that is not a URL (a site path ok)`,
        table,
        constraint: `${table}_file_path_url`,
        refused: { file_path: `${kind}.pdf` },
        accepted: { file_path: `/documents/${folder}/${kind}.pdf` },
      },
      {
        name: `a ${kind} stored outside its folder`,
        table,
        constraint: `${table}_storage_path_folder`,
        refused: () => ({ storage_path: `${otherFolder}/${unique()}.pdf` }),
        accepted: () => ({ storage_path: `${folder}/${unique()}.pdf` }),
      },
      {
        name: `a ${kind} in a subfolder other than its upload's timestamp`,
        table,
        constraint: `${table}_storage_path_folder`,
        refused: () => ({ storage_path: `${folder}/drafts/${unique()}.pdf` }),
        accepted: () => ({ storage_path: `${folder}/1795861047331/${unique()}.pdf` }),
      },
      {
        name: `a ${kind} of 10 MB plus one byte (exactly 10 MB ok)`,
        table,
        constraint: `${table}_file_size_range`,
        refused: { file_size: MAX_FILE_SIZE + 1 },
        accepted: { file_size: MAX_FILE_SIZE },
      },
      {
        name: `an empty ${kind} file (one byte ok)`,
        table,
        constraint: `${table}_file_size_range`,
        refused: { file_size: 0 },
        accepted: { file_size: 1 },
      },
      {
        name: `a ${kind} that is not a PDF`,
        table,
        constraint: `${table}_mime_type_pdf`,
        refused: { mime_type: "image/png" },
        accepted: { mime_type: "application/pdf" },
      },
      // The version is assigned on insert; an update is the only way to try a bad one.
      {
        name: `a ${kind} version of 0 (1 ok)`,
        table,
        constraint: `${table}_version_min`,
        via: "update",
        prepare: `delete from public.${table}`,
        refused: { version: 0 },
        accepted: { version: 1 },
      },
    ];
  }),
];

/** Thrown to roll a transaction back after its checks passed. */
class Rollback extends Error {}

describe.each(testBackends())("constraints on %s", (backend) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    await t.db.asOwner((sql) =>
      sql.query(
        `insert into public.projects_dynamic (slug, title, category, image, overview, role, challenge, approach, outcome)
         values ($1, 'A project', 'Robotics', '/images/p.png', 'An overview of the project.', 'Lead', 'C.', 'A.', 'O.')`,
        [PROJECT],
      ),
    );
    await t.db.asOwner((sql) =>
      sql.query("insert into public.applications (id, company, role) values ($1, 'Acme', 'Design Engineer')", [
        APPLICATION,
      ]),
    );
  });
  afterAll(() => t?.close());

  /** Runs `work` as the owner and rolls it back; rejects with whatever the database raised. */
  async function rolledBack(work: (sql: SqlExecutor) => Promise<void>): Promise<void> {
    try {
      await t.db.asOwner(async (sql) => {
        await work(sql);
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
  }

  // JSON goes in as text: the postgres driver double-encodes an object parameter cast straight to
  // jsonb (it arrives as a JSON string), PGlite does not; `$1::text::jsonb` means the same on both.
  async function insert(sql: SqlExecutor, table: Table, row: Row): Promise<Row> {
    const columns = Object.keys(row)
      .map((column) => `"${column}"`)
      .join(", ");
    const rows = await sql.query(
      `insert into public.${table} (${columns})
       select ${columns} from jsonb_populate_record(null::public.${table}, $1::text::jsonb) returning *`,
      [JSON.stringify(row)],
    );
    return rows[0]!;
  }

  async function update(sql: SqlExecutor, table: Table, id: unknown, changes: Row): Promise<Row> {
    const assignments = Object.keys(changes)
      .map((column) => `"${column}" = r."${column}"`)
      .join(", ");
    const rows = await sql.query(
      `update public.${table} as t set ${assignments}
       from jsonb_populate_record(null::public.${table}, $1::text::jsonb) as r
       where t.id = $2 returning t.*`,
      [JSON.stringify(changes), id as string],
    );
    return rows[0]!;
  }

  /** Writes a valid row with `changes` applied (on insert, or by updating it); returns the stored row. */
  async function write(sql: SqlExecutor, c: Case, changes: Row): Promise<Row> {
    if (c.prepare) await sql.query(c.prepare);
    const base = VALID[c.table](unique());
    if (c.via === "update") {
      const row = await insert(sql, c.table, base);
      return update(sql, c.table, row.id, changes);
    }
    return insert(sql, c.table, { ...base, ...changes });
  }

  it.each(CASES)("refuses $name", async (c) => {
    const error = await rolledBack(async (sql) => {
      await write(sql, c, values(c.refused));
    }).then(
      () => expect.fail(`${c.constraint}: the refused values were stored`),
      (e: unknown) => e as { code?: string; constraint?: string; constraint_name?: string; message?: string },
    );
    expect(error.code, error.message).toBe(CHECK_VIOLATION);
    expect(error.constraint ?? error.constraint_name).toBe(c.constraint);
  });

  it.each(CASES)("accepts the boundary next to $name", async (c) => {
    const changes = values(c.accepted);
    await rolledBack(async (sql) => {
      const stored = await write(sql, c, changes);
      for (const [column, value] of Object.entries(changes)) {
        if (typeof value === "string" && column.endsWith("_at")) {
          expect(Date.parse(stored[column] as string), column).toBe(Date.parse(value));
        } else {
          expect(stored[column], column).toEqual(value);
        }
      }
    });
  });

  it("has a case for every CHECK constraint in the migrations", async () => {
    const rows = await t.db.asOwner((sql) =>
      sql.query<{ name: string }>(
        `select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
         where n.nspname = 'public' and c.contype = 'c' order by 1`,
      ),
    );
    const covered = new Set(CASES.map((c) => c.constraint));
    expect(rows.map((row) => row.name).filter((name) => !covered.has(name))).toEqual([]);
    expect([...covered].filter((name) => !rows.some((row) => row.name === name))).toEqual([]);
  });

  describe("uniqueness", () => {
    /** Inserts `first`, then `second`, in one rolled-back transaction; returns the error of the second. */
    async function duplicate(table: Table, first: Row, second: Row) {
      return rolledBack(async (sql) => {
        await insert(sql, table, first);
        await insert(sql, table, second);
      }).then(
        () => expect.fail(`${table}: the duplicate was stored`),
        (e: unknown) => e as { code?: string; constraint?: string; constraint_name?: string; message?: string },
      );
    }

    it.each([
      {
        name: "a project slug used twice",
        table: "projects_dynamic",
        constraint: "projects_dynamic_slug_key",
        same: { slug: "same-project" },
      },
      {
        name: "a post slug used twice",
        table: "blog_posts",
        constraint: "blog_posts_slug_key",
        same: { slug: "same-post" },
      },
      {
        name: "the same skill twice in a category",
        table: "skills",
        constraint: "skills_category_skill_name_key",
        same: { skill_name: "Python", category: "Languages" },
      },
      {
        name: "two project files at one path",
        table: "project_files",
        constraint: "project_files_file_path_key",
        same: { file_path: "project-files/same.pdf" },
      },
      {
        name: "two active resumes",
        table: "resume_files",
        constraint: "resume_files_one_active_idx",
        same: { is_active: true },
      },
      {
        name: "two active portfolios",
        table: "portfolio_files",
        constraint: "portfolio_files_one_active_idx",
        same: { is_active: true },
      },
      {
        name: "two resumes at one storage path",
        table: "resume_files",
        constraint: "resume_files_storage_path_key",
        same: { storage_path: "resumes/same.pdf" },
      },
    ] as const)("refuses $name (23505)", async ({ table, constraint, same }) => {
      const error = await duplicate(
        table,
        { ...VALID[table](unique()), ...same },
        { ...VALID[table](unique()), ...same },
      );
      expect(error.code, error.message).toBe(UNIQUE_VIOLATION);
      expect(error.constraint ?? error.constraint_name).toBe(constraint);
    });

    it("allows any number of inactive resume versions, numbered in order", async () => {
      await rolledBack(async (sql) => {
        await sql.query("delete from public.resume_files");
        const versions: unknown[] = [];
        for (let i = 0; i < 3; i += 1)
          versions.push((await insert(sql, "resume_files", VALID.resume_files(unique()))).version);
        expect(versions).toEqual([1, 2, 3]);
      });
    });
  });
});
