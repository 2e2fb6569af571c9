/**
 * The first site settings of every install: the owner's identity and the fixed copy of the public
 * pages (hero, about, education, resume and contact cards, document links, search-engine title and
 * description). The owner changes them in the admin (/admin/settings), which stores them in the
 * database; these values are what a fresh install shows until then. All of them are fictional
 * demo values (example.com email, 555 phone number).
 *
 * Storage paths are object paths inside the public `documents` bucket; URLs starting with
 * "/storage/v1/object/public/" are served by the site's storage route (or by a hosted
 * Supabase project at the same path).
 */

import type { SiteSettingsInput } from "../lib/site-settings";

/* ------------------------------------------------------------------------------------------ */
/* Configuration                                                                              */
/* ------------------------------------------------------------------------------------------ */

export const site = {
  /* ---- Identity (header, footer, contact section) ---- */
  owner: {
    name: "Alex Rivera",
    initials: "AR",
    role: "Mechanical Design Engineer · Robotics & Manufacturing",
    tagline: "I design mechanisms that survive contact with the real world — and the machine shop.",
    email: "alex.rivera@example.com",
    phone: "+1 (555) 014-2398",
    profileUrl: "https://www.linkedin.com/in/example-profile",
    profileLabel: "LinkedIn",
    location: "San Diego, CA",
    // The owner's time zone (an IANA name): the times in their emails and the weekly summary's Monday.
    timeZone: "UTC",
    // The weekly summary email, on Monday morning in that time zone: on until the owner turns it off.
    weeklySummary: true,
    graduation: "December 2025",
    portrait: null,
  },

  /* ---- SEO defaults ---- */
  seo: {
    // Empty: derived from the name and headline ("Alex Rivera — Mechanical Design Engineer · …").
    title: "",
    description: "",
    keywords: [
      "mechanical design engineer",
      "robotics",
      "manufacturing",
      "SolidWorks",
      "GD&T",
      "DFM",
      "soft robotics",
      "portfolio",
    ],
  },

  /* ---- Home: hero ---- */
  hero: {
    // Empty: "Hi, I'm {name}".
    greeting: "",
    headline: "Mechanical Design Engineer for Robotics & Manufacturing",
    summary:
      "I take mechanisms from napkin sketch to toleranced drawing to a part in hand: robot arms, soft grippers, ocean sensors and production sheet metal. M.S. Mechanical Engineering, graduating December 2025.",
    badges: [
      "1st Place · Pacific Coast Robotics Challenge 2024",
      "1st Place · Harborline Marine Tech Cup 2025",
      "Best Design · Intercollegiate Machine Design Expo 2023",
    ],
    stats: [
      { value: "8+", label: "Engineering Projects" },
      { value: "3", label: "Competition Wins" },
      { value: "6+", label: "CAD Software" },
    ],
  },

  /* ---- Home: skills (the skill lists themselves live in the database) ---- */
  skills: {
    intro: "A design toolkit built on real parts: modelled, drawn, analysed, made and tested.",
    professionalDevelopment: [
      "GD&T Fundamentals per ASME Y14.5-2018 (certificate course)",
      "Design for Manufacturing and Assembly (Boothroyd–Dewhurst methods)",
      "ANSYS Mechanical & Fluent: structural and thermal simulation",
      "Lean Six Sigma Yellow Belt",
      "Injection Mold Design: draft, gating and shrinkage",
      "ROS 2 and MoveIt 2 for mobile manipulation",
      "Fatigue and fracture in machine design",
    ],
  },

  /* ---- Home: about ---- */
  about: {
    heading: "About Me",
    paragraphs: [
      "I'm a mechanical design engineer finishing my M.S. in Mechanical Engineering (Robotics & Controls) in San Diego. My work sits where robots meet manufacturing: I like parts that are easy to make, easy to assemble, and that still hold ±0.02 mm where it matters.",
      "Before grad school I spent a semester on a production floor as a manufacturing co-op, which changed how I design — every fillet, bend radius and tolerance now comes with a question about the machine that will make it. Since then I've led the mechanical sub-team of a competition robotics team, built octopus-inspired suction grippers in a soft robotics lab, and designed a low-cost wave-measuring drifter buoy.",
      "I'm looking for a full-time mechanical design engineering role starting January 2026, and I'm open to relocation.",
    ],
    fastFacts: [
      { label: "Based in", value: "San Diego, CA" },
      { label: "Graduating", value: "December 2025 (M.S. Mechanical Eng.)" },
      { label: "Focus", value: "Robotics, mechanisms & DFM" },
      { label: "Primary CAD", value: "SolidWorks, Creo, Fusion 360" },
      { label: "Work authorization", value: "Eligible for full-time roles" },
      { label: "Relocation", value: "Open to relocation" },
    ],
  },

  /* ---- Home: experience timeline — the two fixed education cards ---- */
  education: [
    {
      degree: "M.S. Mechanical Engineering",
      field: "Robotics & Controls",
      institution: "Pacific Shores University",
      location: "San Diego, CA",
      period: "Sept 2024 – Dec 2025",
      gpa: "3.4",
      highlights: [
        "Thesis work: adaptive soft suction grippers for underwater manipulation",
        "Coursework: Robot Kinematics, Advanced FEA, Mechatronics, Fatigue & Fracture",
      ],
    },
    {
      degree: "B.Tech Mechanical Engineering",
      field: "Design & Manufacturing",
      institution: "Meridian Institute of Technology",
      location: "Pune, India",
      period: "Jun 2020 – Jun 2024",
      gpa: "3.7",
      highlights: [
        "Capstone: two-stage helical gearbox design and validation",
        "Coursework: Machine Design, Manufacturing Processes, Heat Transfer, CAD/CAM",
      ],
    },
  ],

  /* ---- Home: resume section ---- */
  resume: {
    intro: "One page, no filler: the projects, tools and results behind the portfolio.",
    counters: [
      { value: "6+", label: "Design Software" },
      { value: "10+", label: "Manufacturing Methods" },
      { value: "8+", label: "Projects" },
      { value: "3", label: "Competitions" },
    ],
    highlights: [
      "Led a 14-person mechanical sub-team to 1st place at the Pacific Coast Robotics Challenge 2024 with a 4.6 m/s swerve-drive robot",
      "Redesigned a sheet-metal controller enclosure from 14 parts to 6, cutting unit cost 32% and assembly time from 22 to 9 minutes",
      "Built adaptive silicone suction cups that hold 38 N on curved surfaces, 1.8× the rigid-cup baseline",
      "Designed a sub-$300 wave drifter buoy whose IMU wave heights agreed within 6% of a reference buoy",
      "Specified GD&T per ASME Y14.5 on 40+ production drawings; first-article pass rate rose from 78% to 96%",
    ],
  },

  /* ---- Home: contact section ---- */
  contact: {
    heading: "Let's Build Something Together",
    intro:
      "I'm available for full-time roles and graduate in December 2025. I'm seeking mechanical design engineering positions in robotics, consumer hardware or advanced manufacturing, and I'm open to relocation. Send a note — I read everything.",
    availability: [
      "Available for full-time roles",
      "Graduating December 2025",
      "Open to relocation",
      "Seeking mechanical design engineering positions",
    ],
    currentStatus: {
      title: "Current Status",
      status: "Available for full-time roles",
      lines: [
        "Graduating December 2025 (M.S. Mechanical Engineering)",
        "Seeking mechanical design engineering positions",
        "Open to relocation anywhere in the U.S.",
      ],
    },
    responseTime: {
      title: "Response Time",
      items: [
        { channel: "Email", time: "Within 24 hours" },
        { channel: "Opportunities", time: "Same day" },
        { channel: "Collaborations", time: "Within 48 hours" },
      ],
    },
  },

  /* ---- Documents page, resume downloads ---- */
  documents: {
    defaultResumeUrl: "/storage/v1/object/public/documents/demo/resume.pdf",
    defaultPortfolioUrl: "/storage/v1/object/public/documents/demo/portfolio.pdf",
    resumeDriveViewUrl: null,
    portfolioDriveViewUrl: null,
    portfolioLastUpdatedText: "Last updated: Dec 2024",
    reports: [
      {
        id: "ocean-wave-drifter-report",
        title: "Ocean Wave Drifter — Technical Report",
        description:
          "Design, build and sea trials of a low-cost GPS/IMU drifter buoy that estimates significant wave height and peak period on board.",
        storagePath: "demo/reports/ocean-wave-drifter-report.pdf",
        driveViewUrl: null,
      },
      {
        id: "adaptive-underwater-suckers-proposal",
        title: "Adaptive Underwater Suckers — Research Proposal",
        description:
          "An octopus-inspired soft suction cup that conforms to curved and rough surfaces, with a plan for modelling, molding and tank testing.",
        storagePath: "demo/reports/adaptive-underwater-suckers-proposal.pdf",
        driveViewUrl: null,
      },
      {
        id: "mobile-manipulation-capstone-report",
        title: "Mobile Manipulation Capstone — Final Report",
        description:
          "A differential-drive base with a 5-DOF arm that navigates a mock warehouse and picks totes, from requirements to test results.",
        storagePath: "demo/reports/mobile-manipulation-capstone-report.pdf",
        driveViewUrl: null,
      },
    ],
  },

  /* ---- Footer ---- */
  footer: {
    // Empty: the tagline.
    blurb: "",
  },
} satisfies SiteSettingsInput;
