/**
 * Demo content seeded into an empty database on first start, so that every screen has
 * something real to show. Everything here is fictional.
 *
 * Image, gallery, file and document values are object paths inside the public `documents`
 * bucket (the files live under supabase/seed/media/<object path>); the seeder turns them into
 * public URLs and computes file sizes.
 */
import { MODEL_FORMATS } from "../../lib/models";
import type { BlogPost, ContactStatus, Experience, GuestbookStatus, Project } from "../../lib/entities";

export type DemoProject = Omit<Project, "id" | "created_at" | "updated_at">;
export type DemoExperience = Omit<Experience, "id" | "created_at" | "updated_at">;
export type DemoBlogPost = Omit<BlogPost, "id" | "created_at" | "updated_at" | "author_id">;

export interface DemoProjectFile {
  project_slug: string;
  file_name: string;
  /** Object path inside the `documents` bucket. */
  object: string;
  file_type: string;
  description: string | null;
  /** A 3D model's meshes prepared for viewing (GLB), an object path inside `documents`. */
  prepared?: string;
  /** A 3D model's poster (WebP, the viewer's first view), an object path inside `documents`. */
  poster?: string;
}

export interface DemoSkill {
  skill_name: string;
  category: string;
  display_order: number;
}

export interface DemoGuestbookMessage {
  name: string;
  email: string | null;
  message: string;
  status: GuestbookStatus;
}

export interface DemoContactMessage {
  name: string;
  email: string;
  message: string;
  status: ContactStatus;
}

export interface DemoDocument {
  file_name: string;
  /** The demo media file (its object path inside the `documents` bucket), the configured default. */
  object: string;
  /**
   * Where the seeded version's own copy is stored and recorded (its storage_path), in its kind's
   * folder as an uploaded version is: deleting the version removes this copy, not the default.
   */
  versionObject: string;
}

const img = (name: string): string => `demo/images/${name}.webp`;

/**
 * A project's images with their alt text: `{slug}-1.webp` is the main image; with more than one,
 * `{slug}-1…n.webp` are the gallery (the main image first), each with its own alt text.
 */
const pictures = (
  slug: string,
  [main, ...more]: [string, ...string[]],
): Pick<DemoProject, "image" | "image_alt" | "gallery" | "gallery_alt"> => {
  const alts = [main, ...more];
  return {
    image: img(`${slug}-1`),
    image_alt: main,
    gallery: more.length > 0 ? alts.map((_, i) => img(`${slug}-${i + 1}`)) : null,
    gallery_alt: more.length > 0 ? alts : null,
  };
};

/* ------------------------------------------------------------------------------------------ */
/* Projects                                                                                   */
/* ------------------------------------------------------------------------------------------ */

export const demoProjects: DemoProject[] = [
  {
    slug: "mobile-manipulation-capstone",
    title: "Mobile Manipulation Platform for Warehouse Picking",
    category: "Robotics",
    tags: ["ROS 2", "MoveIt 2", "5-DOF Arm", "Mobile Robot", "Capstone", "FEA"],
    ...pictures("mobile-manipulation-capstone", [
      "Side view of the mobile manipulator: a wheeled base with its battery low in the chassis and a counterbalanced arm reaching 650 mm to a tote on a table",
      "Kinematic schematic of the 5-DOF arm, joints J1 to J5, inside its 650 mm workspace radius",
      "Top view of the aisle test: the robot's planned path between two rows of shelves, with its lidar rays fanning out",
      "Pick test results: end-effector positions scattered within ±1.2 mm, and mean cycle time per session falling below the 45 s target",
    ]),
    overview:
      "A differential-drive base carrying a 5-DOF arm that drives down a mock warehouse aisle, finds a tote with a wrist camera and picks items of up to 1.5 kg. I owned the arm's mechanical design and the mechanical integration of base, arm and sensors.",
    role: "Mechanical lead on a four-person M.S. capstone team: workspace and link-length study, joint actuator sizing, arm and chassis CAD in SolidWorks, FEA of the links, tip-over analysis, the bill of materials and every manufacturing drawing (GD&T per ASME Y14.5).",
    challenge:
      "The arm had to reach 650 mm from the base centre and lift 1.5 kg at full extension, while the whole robot stayed under 35 kg, fitted through an 800 mm aisle and cost less than $4,000. Affordable actuators were the binding constraint: at full reach the shoulder saw 14.2 N·m of static torque (payload plus 2.1 kg of arm), well above what a budget gearmotor delivers continuously. The robot also had to stay upright when the base braked at 0.5 m/s² with the arm stretched out sideways, and the end effector needed ±2 mm repeatability for the grasp planner to work without visual servoing.",
    approach:
      "I started with a MATLAB workspace study (Robotics System Toolbox) over 1,200 sampled tote poses, which settled on a 320 mm upper arm and 280 mm forearm with the shoulder 410 mm above the floor. Links are 6061-T6 square tube with CNC-machined clevis ends; bearing bores are toleranced H7 and positioned to 0.05 mm so that the joint axes stay parallel without shimming. A 180 N extension spring on a 40 mm lever counterbalances the upper arm and cut the peak shoulder torque by 35%, which let us use NEMA 23 steppers with 20:1 planetary gearheads at shoulder and elbow and smart servos at the wrist. ANSYS Mechanical at twice the rated load showed 48 MPa peak von Mises stress (safety factor 5.7 on yield) and 0.9 mm tip deflection. For stability I placed the 4.2 kg battery in the lowest bay of the chassis and checked the zero-moment point across the whole workspace; the worst case kept a 38 mm margin inside the support polygon. Navigation runs on ROS 2 Nav2 with a 2D lidar; MoveIt 2 plans the arm with a depth camera on the wrist.",
    outcome:
      "In the final demonstration the robot completed 47 of 50 picks (94%) with a mean cycle time of 38 s per item; the three failures were grasp-planning misses, not mechanical ones. End-effector repeatability measured with a dial indicator was ±1.2 mm. The finished robot weighs 31.5 kg and cost $3,640, 9% under budget. The drawing package (23 drawings) was handed to next year's team unchanged, and the counterbalance design is being reused on their 6-DOF arm.",
    tech_stack: ["SolidWorks", "MATLAB", "ANSYS Mechanical", "ROS 2", "MoveIt 2", "Python", "CNC Machining"],
    featured: true,
    published: true,
    display_order: 0,
  },
  {
    slug: "adaptive-underwater-suckers",
    title: "Adaptive Soft Suction Cups for Underwater Grasping",
    category: "Soft Robotics",
    tags: ["Soft Robotics", "Silicone Casting", "Bio-inspired", "Underwater", "SLA Molds", "Research"],
    ...pictures("adaptive-underwater-suckers", [
      "Concept drawing of the gripper: a ring of soft suction cups sealing around an 80 mm pipe under water",
      "Section of one suction cup: Ecoflex rim with a 1.2 mm lip and 18° flare, Dragon Skin body, 2 mL chamber and pressure port",
      "Exploded view of the three-part casting mold: cap with sprue and vents, removable core and SLA-printed cavity",
      "Chart of pull-off force against surface radius: the adaptive cup holds more than the rigid baseline, most of all on tight curvature",
    ]),
    overview:
      "Octopus-inspired silicone suction cups with a compliant rim and an actively controlled chamber, so that one gripper can hold smooth, curved and rough surfaces under water. Built and tested in a university soft robotics lab.",
    role: "Graduate research assistant: cup geometry, mold design, casting process, the pneumatic/hydraulic test rig and the test campaign. I wrote the proposal for the second phase of the project.",
    challenge:
      "Rigid suction cups lose their seal as soon as the surface is curved or textured: on a 40 mm radius cylinder our off-the-shelf baseline held only 21 N, and on 80-grit-equivalent rough surfaces it did not seal at all. The cup had to conform to curvature down to 30 mm radius, survive more than 1,000 attach/release cycles in salt water, release in under 0.5 s on command, and be cast by a student in a day from materials that cost less than $10 per cup.",
    approach:
      "I designed a two-material cup: a soft Ecoflex 00-30 rim that conforms to the surface and a stiffer Dragon Skin 20 body that keeps the chamber from collapsing under vacuum. The rim's 1.2 mm lip and 18° flare were chosen from a parametric study of 9 geometries in ABAQUS (hyperelastic Yeoh model fitted to our own uniaxial tests). Molds are three-part SLA prints with a removable core, 0.5 mm vent channels and alignment keys, which brought mold turnaround from five days of machining to 1.5 days. Each cup is degassed at -95 kPa and cured at 60 °C for 2 hours. A syringe-pump actuator drives the chamber volume; a 6-channel test rig measures pull-off force with a 50 N load cell while a pressure transducer (±0.5 kPa) logs chamber pressure at 200 Hz.",
    outcome:
      "The adaptive cup holds 38 N on the 40 mm radius cylinder, 1.8 times the rigid baseline, and still holds 24 N on rough sandstone where the baseline fails to seal. Release takes 0.3 s with a 2 mL chamber push. After 1,500 cycles in 3.5% saline the pull-off force dropped by only 7%. The work became the lab's proposal for an 8-cup gripper on an underwater manipulator, and the molding process is now the lab's standard procedure.",
    tech_stack: ["SolidWorks", "ABAQUS", "Formlabs SLA", "Silicone Casting", "Arduino", "Python"],
    featured: true,
    published: true,
    display_order: 1,
  },
  {
    slug: "ocean-wave-drifter",
    title: "Low-Cost Ocean Wave Drifter Buoy",
    category: "Sensing",
    tags: ["Ocean Sensing", "IMU", "GPS", "Sealed Enclosure", "Signal Processing"],
    ...pictures("ocean-wave-drifter", [
      "The spherical drifter buoy riding the waves, with its antenna mast above and a drogue hanging below",
      "Section of the buoy: O-ring seal, GNSS antenna, electronics tray, IMU on its bracket, battery pack and ballast at the bottom",
      "Wave spectrum from a sea trial: the drifter's curve matches the reference buoy's peak near 0.11 Hz",
      "Map of a sea trial: the drift track from deployment to recovery, about 2 km along the coast",
    ]),
    overview:
      "A 290 mm spherical drifter buoy that measures wave height and period on board with a 9-axis IMU and reports position and wave statistics over LoRa. It costs under $300 in parts, a tenth of a commercial unit, and won 1st place at the Harborline Marine Tech Cup 2025.",
    role: "Lead mechanical designer and test lead on a three-person team: hull and seal design, ballast and stability, internal layout, sea-trial planning and the wave-statistics processing in Python.",
    challenge:
      "A wave buoy has to follow the water surface, not fight it: it must be small and light enough to ride 3-8 s swell, yet stable enough that the IMU is not swamped by rolling. The enclosure had to stay dry at 1 m immersion for 72 hours, survive a drop from a boat deck, be opened and resealed on the beach without tools, and run for 7 days on one battery charge. All of it for less than $300 in parts.",
    approach:
      "The hull is two thermoformed HDPE hemispheres clamped on a machined acetal ring with a radial O-ring (AS568-244, 20% squeeze) and six quarter-turn latches. Ballast (1.1 kg of steel shot in a bottom pocket) puts the centre of gravity 62 mm below the centre of buoyancy, which gives a 0.9 s roll period, well clear of the wave band. A 0.6 m nylon drogue damps drift. Inside, a 3D-printed PETG tray holds an 18650 battery pack (4S2P), a microcontroller, a u-blox GNSS module and an IMU on a rigid aluminium bracket at the buoy's centre. On board, acceleration is rotated to earth frame, band-pass filtered (0.05-0.5 Hz) and double-integrated in the frequency domain to a displacement spectrum, from which significant wave height (Hm0) and peak period are computed every 30 minutes.",
    outcome:
      "In three sea trials beside a reference buoy, Hm0 agreed within 6% and peak period within 0.4 s. The enclosure passed a 72-hour, 1 m immersion test with zero ingress and a 1.5 m drop onto concrete. Battery life measured 8.5 days. Parts cost $284 per unit, and the design won 1st place at the Harborline Marine Tech Cup 2025. The full technical report is on the documents page.",
    tech_stack: ["SolidWorks", "Python", "NumPy/SciPy", "C++ (Arduino)", "Thermoforming", "LoRa"],
    featured: true,
    published: true,
    display_order: 2,
  },
  {
    slug: "competition-swerve-robot",
    title: "Competition Robot: Swerve Drivetrain and Intake",
    category: "Robotics",
    tags: ["Swerve Drive", "Sheet Metal", "Team Lead", "Competition", "Gearing"],
    ...pictures("competition-swerve-robot", [
      "Top view of the swerve chassis: four steered wheel modules at the corners, inside a 762 mm bumper",
      "Section of a swerve module: drive and steering motors, steering gear, thin-section bearing, bevel gear pair and 101.6 mm tread wheel",
      "Drive simulation chart: the swerve drive reaches 4.27 m/s in one second, well ahead of the previous tank drive",
    ]),
    overview:
      "A 52 kg competition robot with four independently steered swerve modules, a compliant roller intake and a two-stage elevator. It won 1st place out of 38 teams at the Pacific Coast Robotics Challenge 2024 with zero mechanical failures across 14 matches.",
    role: "Mechanical team lead for a 14-person sub-team: architecture decisions, design reviews, the CAD master model, build schedule, and the drivetrain design itself.",
    challenge:
      "We had seven weeks from the game reveal to shipping. The robot had to weigh under 54 kg with bumpers, accelerate hard enough to win contested game pieces, and survive robot-to-robot impacts at 4 m/s. Previous seasons had lost matches to chain derailments and loose fasteners, and our shop had only a 3-axis router, a manual mill and access to a partner's waterjet and press brake.",
    approach:
      "I chose swerve over a tank drive after a match simulation showed a 22% shorter cycle time. Each module uses a 101.6 mm tread wheel, a 6.75:1 two-stage reduction with a 15/45 bevel gear pair and brushless motors for drive and steering, giving a 4.6 m/s free speed. The chassis is 3.2 mm 5052-H32 aluminium waterjet-cut and press-brake formed into a single tub with rivnut mounting points, replacing 40 separate tube sections. Every bolted joint got a threadlocker spec and a torque-stripe check on the pit checklist. The intake uses 35A polyurethane compliant wheels on a 12 mm hex shaft so it can grab pieces off-centre by up to 60 mm. We ran weekly design reviews with a red-team member whose job was to break things.",
    outcome:
      "The robot took 1st place out of 38 teams, with zero mechanical failures in 14 matches. A complete swerve module can be swapped in 6 minutes, and the sheet-metal tub saved 3.4 kg over the previous year's tube frame. The module design and the design-review checklist are now the team's baseline.",
    tech_stack: ["Onshape", "SolidWorks", "Sheet Metal", "Waterjet", "CNC Router", "Java (WPILib)"],
    featured: false,
    published: true,
    display_order: 3,
  },
  {
    slug: "sheet-metal-enclosure-dfm",
    title: "Sheet-Metal Controller Enclosure: DFM Redesign",
    category: "Manufacturing",
    tags: ["DFM/DFA", "Sheet Metal", "GD&T", "Cost Reduction", "Co-op"],
    ...pictures("sheet-metal-enclosure-dfm", [
      "Isometric drawing of the folded sheet-metal controller enclosure, revision D, 420 by 300 mm, with cable holes and vent slots",
      "Flat pattern of the enclosure body with its four bend lines, vent slots and bend table",
      "Bar chart of the redesign: part count, unit cost, assembly time and rework all lower for the folded design than the welded one",
    ]),
    overview:
      "A production redesign of a motor-controller enclosure during a manufacturing co-op: 14 parts became 6, unit cost fell 32% and assembly time dropped from 22 to 9 minutes, with no change to the IP54 rating.",
    role: "Manufacturing engineering co-op: teardown and cost breakdown, the new design in SolidWorks sheet metal, flat patterns and drawings, supplier review with the press-brake and powder-coat vendors, and the first-article inspection.",
    challenge:
      "The original enclosure was a welded box with a separate lid, four welded brackets, eight weld nuts and a gasket glued in place. Welding distortion caused 1 in 5 lids to need rework, the powder coat burned around the welds, and assembly took 22 minutes per unit at a volume of 1,800 units a year. Any redesign had to keep the same mounting footprint, pass IP54 and fit the existing 1.5 mm cold-rolled-steel supply and the plant's 100-ton press brake.",
    approach:
      "I rebuilt the enclosure as a single folded body with hemmed edges and a formed lid, so the bends replace every weld. Bend radius was set to 1.5 mm (1× thickness) with a K-factor of 0.42 taken from test coupons on the plant's tooling, and every hole was kept at least 2.5T + R from a bend to avoid distortion. The welded brackets became bent tabs and the weld nuts became self-clinching PEM nuts inserted after coating. Louvers are formed in the same hit as the blank. A die-cut EPDM gasket sits in a formed channel, which removed the adhesive step. Drawings use profile tolerances for the flat pattern and true position for the mounting hole pattern relative to the datum bends, agreed with the brake operator in a DFM review.",
    outcome:
      "Part count went from 14 to 6 and unit cost from $48.60 to $33.05 (32%), saving about $28,000 a year at current volume. Assembly time fell from 22 to 9 minutes, the lid rework rate dropped from 20% to under 2%, and the enclosure passed IP54 testing at first attempt. The first-article inspection passed all 64 characteristics.",
    tech_stack: [
      "SolidWorks Sheet Metal",
      "GD&T (ASME Y14.5)",
      "DFM/DFA",
      "Press Brake",
      "PEM Hardware",
      "Excel Cost Model",
    ],
    featured: false,
    published: true,
    display_order: 4,
  },
  {
    slug: "pneumatic-soft-fingers",
    title: "Fiber-Reinforced Pneumatic Soft Gripper",
    category: "Soft Robotics",
    tags: ["Soft Actuators", "Pneumatics", "Silicone", "Fiber Reinforcement", "FEA"],
    ...pictures("pneumatic-soft-fingers", [
      "Three soft pneumatic fingers curled around a round object, fed from one air supply",
      "Layout of one finger: a row of air chambers on strain-limiting fabric, wrapped in Kevlar thread, with its cross-section",
      "Chart of bending angle against pressure: the measurements follow the simulation, bending to about 170° at 55 kPa",
    ]),
    overview:
      "A three-finger soft gripper whose fiber-wrapped silicone fingers bend up to 180° at 55 kPa. It picked 38 of 40 everyday objects, from a raw egg to a 1.2 kg water bottle, without any force sensing.",
    role: "Individual graduate course project: actuator design, FEA, mold design, fabrication, pneumatic control board and characterisation.",
    challenge:
      "Simple silicone bending actuators balloon sideways instead of bending, which wastes pressure and makes the grasp unpredictable. The gripper had to curl consistently, hold fragile and heavy objects with the same pressure setting, and be made in a week with a desktop printer, silicone and hand tools.",
    approach:
      "Each finger has a semicircular chamber cast in Dragon Skin 20 around a 3D-printed core, a strain-limiting fabric layer on the flat side, and a double helix of Kevlar thread wound at ±5° that stops radial expansion. I modelled the finger in ABAQUS with a hyperelastic material fitted to my own tensile tests and tuned the chamber length and wall thickness (2.5 mm) to reach 180° bending below 60 kPa. The fingers mount on a printed palm at 120° spacing. A small board with a diaphragm pump, two solenoid valves and a pressure sensor closes the loop on pressure with a PI controller.",
    outcome:
      "The measured bending angle matched the FEA within 9° across 0-55 kPa. The gripper picked 38 of the 40 test objects, held a 1.2 kg bottle, and lifted an egg 200 times without breaking it. Each finger costs $3.80 in materials and takes 4 hours of cure time.",
    tech_stack: ["SolidWorks", "ABAQUS", "FDM Printing", "Silicone Casting", "Arduino", "MATLAB"],
    featured: false,
    published: true,
    display_order: 5,
  },
  {
    slug: "robot-joint-torque-sensor",
    title: "Strain-Gauge Torque Sensor for a Robot Joint",
    category: "Sensing",
    tags: ["Strain Gauges", "Flexure Design", "FEA", "Calibration", "Instrumentation"],
    ...pictures("robot-joint-torque-sensor", [
      "Drawing of the torque sensor flexure, a four-spoke hub with strain gauges on each spoke, and its full-bridge wiring",
    ]),
    overview:
      "A 12 mm thick, four-spoke flexure with a full Wheatstone bridge that measures ±20 N·m in the shoulder joint of a robot arm, with 0.4% full-scale non-linearity and under 2% crosstalk from bending loads.",
    role: "Designer and builder: flexure geometry and FEA, gauge placement, bonding, signal conditioning and the calibration procedure.",
    challenge:
      "Commercial joint torque sensors cost more than the whole arm. The sensor had to fit in a 70 mm diameter, 12 mm envelope between gearhead and link, be stiff enough not to hurt the arm's positioning (more than 5 kN·m/rad), and measure joint torque while rejecting the large bending moments that the arm itself puts on the joint.",
    approach:
      "I machined a four-spoke hub from 7075-T6 aluminium and tuned the spoke width (6 mm) in ANSYS so that the surface strain at the gauges reached 800 µε at rated torque while the peak stress stayed at 40% of yield. Eight foil gauges form a full bridge placed so that bending and axial loads cancel. A 24-bit ADC samples the bridge at 1 kHz. Calibration used a lever arm and certified weights in 2 N·m steps, loading and unloading, plus off-axis bending loads to measure crosstalk.",
    outcome:
      "Non-linearity is 0.4% of full scale, hysteresis 0.6%, and bending crosstalk 1.8%. Torsional stiffness measured 6.2 kN·m/rad. The sensor now feeds a collision-detection threshold on the capstone arm and cost $95 in materials.",
    tech_stack: ["SolidWorks", "ANSYS Mechanical", "CNC Machining", "Strain Gauges", "MATLAB"],
    featured: false,
    published: true,
    display_order: 6,
  },
  {
    slug: "heat-sink-cfd-study",
    title: "Forced-Convection Heat Sink: CFD Optimisation and Test",
    category: "Academic",
    tags: ["CFD", "Heat Transfer", "ANSYS Fluent", "Experimental Validation"],
    ...pictures("heat-sink-cfd-study", [
      "Isometric view of the extruded aluminium heat sink, with cool air flowing in through its fins and warm air leaving",
      "CFD contour of the heat sink base: hottest, about 71 °C, above the 40 W source and cooler towards the edges",
      "Fin study chart: thermal resistance against fin count, lowest at 18 fins, with the test rig's measurements close to the simulation",
    ]),
    overview:
      "An undergraduate research project that optimised fin count and thickness for a ducted 40 W heat sink in ANSYS Fluent, then validated the model on a thermocouple test rig to within 7%. The optimum cut thermal resistance from 0.81 to 0.62 K/W.",
    role: "Undergraduate research assistant: CAD, meshing and CFD setup, mesh independence study, the test rig design and the data reduction.",
    challenge:
      "The lab's power-electronics module ran 14 °C hotter than its design limit. The heat sink could not grow beyond its 100 × 80 × 40 mm envelope, the fan was fixed, and more fins are not automatically better: narrower channels raise the pressure drop, and the fan then delivers less air.",
    approach:
      "I parametrised fin count (10-26) and thickness (0.8-2.0 mm) for an extruded 6063-T5 aluminium sink and ran conjugate heat transfer cases in ANSYS Fluent with the SST k-ω model, using the fan curve as a boundary condition so flow rate fell as channels narrowed. A mesh independence study (0.8, 1.6 and 3.2 million cells) kept the change in base temperature under 1%. To validate, I built a plywood duct rig with a 40 W cartridge-heater block, five K-type thermocouples and a hot-wire anemometer.",
    outcome:
      "The optimum of 18 fins at 1.2 mm thickness reached 0.62 K/W against 0.81 K/W for the original 12-fin design, lowering the module temperature by 7.6 °C. Measured base temperatures agreed with CFD within 7% across four fan speeds. The study was presented at the department's undergraduate research symposium.",
    tech_stack: ["ANSYS Fluent", "SolidWorks", "MATLAB", "LabVIEW", "Thermocouples"],
    featured: false,
    published: true,
    display_order: 7,
  },
  {
    slug: "injection-molded-sensor-housing",
    title: "Injection-Molded Housing for an Industrial Sensor",
    category: "Manufacturing",
    tags: ["Injection Molding", "DFM", "Snap Fits", "Tolerance Analysis", "Co-op"],
    ...pictures("injection-molded-sensor-housing", [
      "Section drawing of the molded sensor housing: 2 mm walls, ribs, 1° draft, a snap fit and the gate on the rear face",
    ]),
    overview:
      "A two-part PC/ABS housing for an industrial proximity sensor, designed for a 2-cavity mold: uniform 2.0 mm walls, 1° draft, cantilever snap fits and a tolerance stack that keeps the sensing face flush within 0.15 mm.",
    role: "Co-op designer: part design, fill analysis, tolerance stack-up, and the design review with the toolmaker.",
    challenge:
      "The previous machined aluminium housing cost $11.20 per unit. A molded version had to reach under $2.50 at 20,000 units a year, seal to IP65 with an O-ring, keep the sensing face flush with the bezel within ±0.15 mm, and avoid sink marks on a cosmetic face printed with the customer's logo.",
    approach:
      "I cored out every thick section to a 2.0 mm nominal wall, with ribs at 60% of the wall to avoid sink and 1° draft on all faces (2° on the textured face). The snap fits are cantilevers designed to 2.5% strain for PC/ABS. A fill analysis in SolidWorks Plastics moved the gate to the rear face, which pushed the weld line away from the snap hooks and cut the predicted warp from 0.42 to 0.18 mm. A worst-case and RSS stack-up over seven contributors set the tolerances on the O-ring groove and the bezel.",
    outcome:
      "T1 samples passed dimensional inspection with the sensing face flush within 0.11 mm and measured warp of 0.16 mm. The part cost $1.94 at volume with a 28 s cycle time. The housing passed IP65 testing, and the tool has since run more than 40,000 shots.",
    tech_stack: ["SolidWorks", "SolidWorks Plastics", "GD&T", "Tolerance Stack-up", "PC/ABS"],
    featured: false,
    published: true,
    display_order: 8,
  },
  {
    slug: "two-stage-helical-gearbox",
    title: "Two-Stage Helical Gearbox for a Conveyor Drive",
    category: "Academic",
    tags: ["Machine Design", "Gears", "Shaft Design", "Bearings", "Capstone"],
    ...pictures("two-stage-helical-gearbox", [
      "Section drawing of the two-stage helical reducer, 1440 rpm in and 115 rpm out, with its gear data table",
    ]),
    overview:
      "My B.Tech capstone: a 7.5 kW, 12.5:1 two-stage helical reducer for a conveyor drive, sized by AGMA bending and pitting equations, with fatigue-checked shafts and bearings rated for 20,000 hours. It won Best Design at the Intercollegiate Machine Design Expo 2023.",
    role: "Team lead of three: gear and shaft calculations, the housing design, drawings and the build of a 1:2 scale prototype.",
    challenge:
      "The gearbox had to deliver 7.5 kW from a 1,440 rpm motor at 115 rpm output, run 16 hours a day for 5 years, fit inside a 420 × 300 × 320 mm space and stay below 75 dB at 1 m. Helical gears add axial loads, so every shaft and bearing choice depended on the gear geometry.",
    approach:
      "I split the ratio 3.6 × 3.47 to balance the stage sizes, used a 20° pressure angle with a 15° helix, and sized the gears in 20MnCr5 case-hardened steel by AGMA 2001 bending and pitting with safety factors of 1.6 and 1.3. Shafts were designed by the DE-Goodman criterion with stress concentrations at keyways and shoulders (minimum fatigue safety factor 2.1). Tapered roller bearings take the helical thrust with an L10 life of 24,000 hours. The cast-iron housing was checked in FEA for bearing-bore deflection under full load.",
    outcome:
      "The 1:2 scale prototype ran a 40-hour endurance test with a 31 °C oil temperature rise and 71 dB at 1 m. The design package (calculations, 14 drawings and the BOM) won Best Design at the Intercollegiate Machine Design Expo 2023.",
    tech_stack: ["Creo", "MATLAB", "ANSYS Mechanical", "AGMA 2001", "AutoCAD"],
    featured: false,
    published: true,
    display_order: 9,
  },
  {
    slug: "draft-gripper-redesign",
    title: "Parallel Gripper Redesign (Work in Progress)",
    category: "Robotics",
    tags: ["Gripper", "Draft", "Lead Screw"],
    ...pictures("draft-gripper-redesign", [
      "Draft drawing of a parallel gripper: two fingers driven by a lead screw, with a stroke of 0 to 120 mm",
    ]),
    overview:
      "Draft write-up of a lead-screw parallel gripper that replaces the capstone arm's servo claw. Not ready for publication yet.",
    role: "Designer (in progress).",
    challenge:
      "The servo claw slips on totes heavier than 1 kg and its jaws deflect 2 mm under load. Notes to finish: grip-force target and jaw stiffness requirement.",
    approach:
      "Trapezoidal lead screw (TR8x2) driving two jaws on a miniature linear rail. TODO: add the FEA of the jaws and the motor sizing.",
    outcome: "Prototype parts are on order. Results to be added after testing.",
    tech_stack: ["SolidWorks", "FDM Printing", "Linear Rails"],
    featured: false,
    published: false,
    display_order: 10,
  },
];

/* ------------------------------------------------------------------------------------------ */
/* Project files                                                                              */
/* ------------------------------------------------------------------------------------------ */

export const demoProjectFiles: DemoProjectFile[] = [
  {
    project_slug: "ocean-wave-drifter",
    file_name: "drifter-assembly-drawing.pdf",
    object: "demo/files/drifter-assembly-drawing.pdf",
    file_type: "application/pdf",
    description:
      "General assembly drawing with the bill of materials, O-ring gland dimensions and ballast details (Rev C).",
  },
  {
    project_slug: "ocean-wave-drifter",
    file_name: "drifter-sea-trial-summary.pdf",
    object: "demo/files/drifter-sea-trial-summary.pdf",
    file_type: "application/pdf",
    description: "Results of three sea trials against a reference buoy: wave height, peak period and battery data.",
  },
  {
    project_slug: "adaptive-underwater-suckers",
    file_name: "sucker-mold-design-notes.pdf",
    object: "demo/files/sucker-mold-design-notes.pdf",
    file_type: "application/pdf",
    description:
      "Three-part SLA mold design rules, casting procedure and cure schedule for the two-material suction cup.",
  },
  {
    project_slug: "sheet-metal-enclosure-dfm",
    file_name: "enclosure-flat-pattern-drawing.pdf",
    object: "demo/files/enclosure-flat-pattern-drawing.pdf",
    file_type: "application/pdf",
    description:
      "Flat pattern and formed-part drawing with bend table, K-factor and GD&T for the mounting hole pattern.",
  },
  {
    project_slug: "sheet-metal-enclosure-dfm",
    file_name: "enclosure-dfm-review-checklist.pdf",
    object: "demo/files/enclosure-dfm-review-checklist.pdf",
    file_type: "application/pdf",
    description: "The sheet-metal DFM checklist used in the supplier design review.",
  },
  {
    project_slug: "two-stage-helical-gearbox",
    file_name: "gear-pair-drawing.pdf",
    object: "demo/files/gear-pair-drawing.pdf",
    file_type: "application/pdf",
    description:
      "Two-sheet drawing of the gear pair: assembly with parts list, and the wheel's detail with its gear data (Rev B).",
  },
  // CAD models made by code (src/server/seed/demo-models.ts): a STEP and an STL of each.
  ...[
    {
      project_slug: "two-stage-helical-gearbox",
      name: "spur-gear-pair",
      description: "Spur gear pair of the first stage's prototype: module 2, 18 and 30 teeth, 48 mm centres.",
    },
    {
      project_slug: "sheet-metal-enclosure-dfm",
      name: "enclosure-bracket-flat-pattern",
      description: "Mounting bracket's flat pattern in 1.5 mm sheet, with its four holes and cable window.",
    },
    {
      project_slug: "adaptive-underwater-suckers",
      name: "suction-cup",
      description: "The moulded suction cup: 60 mm lip, 2.5 mm wall and a stem with a 6 mm bore.",
    },
  ].flatMap(({ project_slug, name, description }) =>
    (["step", "stl"] as const).map((extension) => ({
      project_slug,
      file_name: `${name}.${extension}`,
      object: `demo/models/${name}.${extension}`,
      file_type: MODEL_FORMATS[extension].contentType,
      prepared: `demo/models/${name}${extension === "step" ? "" : ".stl"}.glb`,
      poster: `demo/models/${name}.webp`,
      description: `${description} ${extension === "step" ? "STEP (AP214) for CAD." : "STL mesh for printing."}`,
    })),
  ),
];

/* ------------------------------------------------------------------------------------------ */
/* Experience                                                                                 */
/* ------------------------------------------------------------------------------------------ */

export const demoExperiences: DemoExperience[] = [
  {
    role: "Graduate Research Assistant",
    organization: "Bio-Inspired Robotics Lab, Pacific Shores University",
    location: "San Diego, CA",
    period_start: "Jan 2025",
    period_end: null,
    focus:
      "Design, fabrication and testing of octopus-inspired soft suction cups and grippers for underwater manipulation.",
    impact: [
      "Designed three generations of two-material silicone suction cups; peak pull-off force of 38 N on curved surfaces, 1.8× the rigid-cup baseline",
      "Cut mold turnaround from 5 days to 1.5 days by moving from machined aluminium to three-part SLA molds",
      "Built a 6-channel pull-off test rig (50 N load cell, ±0.5 kPa pressure sensing) that ran 1,500-cycle saltwater fatigue tests unattended",
      "Wrote the second-phase research proposal for an 8-cup underwater gripper",
    ],
    tags: ["Soft Robotics", "Silicone Casting", "ABAQUS", "SLA Molds", "Test Rigs"],
    display_order: 0,
  },
  {
    role: "Mechanical Design Intern",
    organization: "Tidewater Robotics",
    location: "San Diego, CA",
    period_start: "Jun 2025",
    period_end: "Aug 2025",
    focus:
      "End-effector, bracket and cable-management design for an autonomous mobile manipulator used in warehouse picking.",
    impact: [
      "Redesigned a vacuum end-effector mount from a 5-part weldment to one machined part, saving 180 g and $64 per robot",
      "Released 18 production drawings with GD&T per ASME Y14.5 and ran tolerance stack-ups on the wrist interface",
      "Designed a cable carrier routing for the arm that passed a 200,000-cycle life test without conductor failure",
    ],
    tags: ["SolidWorks", "GD&T", "DFM", "Tolerance Analysis", "Robotics"],
    display_order: 1,
  },
  {
    role: "Mechanical Team Lead",
    organization: "Pacific Shores Robotics Team",
    location: "San Diego, CA",
    period_start: "Sept 2024",
    period_end: "May 2025",
    focus:
      "Leading the 14-member mechanical sub-team of the university's competition robotics team, from game analysis to the competition pit.",
    impact: [
      "Won 1st place out of 38 teams at the Pacific Coast Robotics Challenge 2024 with zero mechanical failures in 14 matches",
      "Introduced weekly design reviews and a pit checklist that cut between-match repairs from an average of 25 to 6 minutes",
      "Replaced a 40-piece tube frame with a single waterjet-cut, press-brake-formed tub, saving 3.4 kg",
    ],
    tags: ["Leadership", "Swerve Drive", "Sheet Metal", "Onshape", "Design Reviews"],
    display_order: 2,
  },
  {
    role: "Manufacturing Engineering Co-op",
    organization: "Meridian Precision Components",
    location: "Pune, India",
    period_start: "Jan 2024",
    period_end: "Jun 2024",
    focus:
      "DFM redesigns and first-article inspection for sheet-metal enclosures and injection-molded housings in a contract manufacturing plant.",
    impact: [
      "Redesigned a controller enclosure from 14 parts to 6, cutting unit cost 32% (about $28,000 a year) and assembly time from 22 to 9 minutes",
      "Specified GD&T on 40+ production drawings; first-article pass rate rose from 78% to 96%",
      "Designed a PC/ABS sensor housing that replaced a machined part at $1.94 instead of $11.20 per unit",
      "Ran 5 Whys and 8D investigations on two recurring powder-coat defects",
    ],
    tags: ["DFM/DFA", "Sheet Metal", "Injection Molding", "GD&T", "Quality"],
    display_order: 3,
  },
  {
    role: "Undergraduate Research Assistant",
    organization: "Thermal & Fluid Sciences Lab, Meridian Institute of Technology",
    location: "Pune, India",
    period_start: "Jun 2022",
    period_end: "May 2023",
    focus: "CFD and experimental study of forced-convection heat sinks for power electronics.",
    impact: [
      "Optimised a heat sink from 0.81 to 0.62 K/W within a fixed envelope, lowering module temperature by 7.6 °C",
      "Built a thermocouple and hot-wire test duct that validated the CFD model within 7%",
      "Ran a 3-level mesh independence study and documented the CFD workflow for the next students",
    ],
    tags: ["ANSYS Fluent", "Heat Transfer", "LabVIEW", "Experimental Methods"],
    display_order: 4,
  },
];

/* ------------------------------------------------------------------------------------------ */
/* Skills (categories exactly as SKILL_CATEGORIES)                                            */
/* ------------------------------------------------------------------------------------------ */

const skillGroup = (category: string, names: string[]): DemoSkill[] =>
  names.map((skill_name, display_order) => ({ skill_name, category, display_order }));

export const demoSkills: DemoSkill[] = [
  ...skillGroup("Mechanical Design", [
    "SolidWorks (parts, assemblies, drawings)",
    "PTC Creo",
    "Autodesk Fusion 360",
    "GD&T per ASME Y14.5",
    "Tolerance stack-up analysis",
    "FEA (ANSYS Mechanical, SolidWorks Simulation)",
    "Mechanism and linkage design",
  ]),
  ...skillGroup("Manufacturing & Quality", [
    "DFM/DFA",
    "CNC machining (3-axis mill, lathe)",
    "Injection molding design",
    "Sheet metal fabrication",
    "3D printing (FDM, SLA)",
    "Silicone casting and mold making",
    "First-article inspection (CMM, gauges)",
    "Root cause analysis (5 Whys, 8D)",
  ]),
  ...skillGroup("Mechatronics & Controls", [
    "ROS 2 and MoveIt 2",
    "Arduino and embedded C++",
    "PLC ladder logic",
    "MATLAB/Simulink",
    "PID and motion control",
    "Sensor integration (IMU, strain gauges)",
    "Pneumatic systems",
  ]),
  ...skillGroup("Thermal/Fluids", [
    "CFD (ANSYS Fluent)",
    "Heat transfer analysis",
    "Heat sink and thermal management design",
    "Fluid power and pneumatics",
    "Hydrostatics and buoyancy",
    "Thermal and flow testing",
  ]),
  ...skillGroup("Programming/Data", [
    "Python (NumPy, pandas, SciPy)",
    "MATLAB",
    "C/C++",
    "Signal processing (FFT, filtering)",
    "Data acquisition (LabVIEW, NI DAQ)",
    "SQL basics",
  ]),
  ...skillGroup("Toolchain", [
    "AutoCAD",
    "Onshape",
    "SolidWorks PDM",
    "ANSYS Workbench",
    "KeyShot",
    "Git and GitHub",
    "Jira and Confluence",
  ]),
];

/* ------------------------------------------------------------------------------------------ */
/* Blog posts                                                                                 */
/* ------------------------------------------------------------------------------------------ */

const gdtPost = `<h2>Why a robot arm needs more than ± tolerances</h2>
<p>On my capstone robot, the first arm prototype had every dimension toleranced with plain plus/minus values. Each part passed inspection, yet the assembled arm bound up at the elbow and the wrist wobbled by almost 3 mm. Nothing was out of tolerance; the tolerances simply did not describe what the arm needed. Geometric dimensioning and tolerancing (GD&amp;T) is the language that closes that gap. Here are the five callouts that fixed our second build, and why each one mattered.</p>
<h2>1. Datums that match how the part is held</h2>
<p>The elbow clevis was dimensioned from a corner of the stock, because that is where the CAD sketch started. In the assembly, though, the clevis locates on its bearing bore and a shoulder face. I re-drew the part with the shoulder face as <strong>datum A</strong>, the bore as <strong>datum B</strong> and a flat as <strong>datum C</strong>. Once the datums matched the function, most of the other tolerances could actually be opened up.</p>
<blockquote>Pick datums the way the part is assembled and measured, not the way it was modelled.</blockquote>
<h2>2. Position on bolt patterns, at maximum material condition</h2>
<p>Our motor mounts used four M5 clearance holes. With ±0.1 mm on each X and Y coordinate, the tolerance zone is a square, and the worst-case diagonal is 41% larger than the side. A <strong>position</strong> tolerance of Ø0.2 at MMC gives a round zone and a bonus tolerance as the hole grows, so the machinist gets more room and the bolts still fit. The fixed-fastener formula made the numbers easy to check:</p>
<p><code>T = H − F = 5.5 − 5.0 = 0.5 mm total, split between the two parts</code></p>
<h2>3. Perpendicularity on the bearing bores</h2>
<p>The binding at the elbow came from bores that were in position but tilted by a fraction of a degree. Over a 60 mm bearing span, a tilt of 0.1° moves the shaft axis by about 0.1 mm, enough to preload a pair of deep-groove bearings. A <strong>perpendicularity</strong> tolerance of 0.02 mm to datum A on both bores, plus an H7 fit, fixed it for the cost of one extra finishing pass.</p>
<h2>4. Profile of a surface for the gripper fingers</h2>
<p>The gripper fingers had a curved contact face. Dimensioning that curve with radii and coordinates produced a drawing nobody could inspect. A single <strong>profile of a surface</strong> callout of 0.1 mm relative to A|B|C, with the CAD model as the basic geometry, described the whole surface in one frame and matched the way our CMM compares scans to the model.</p>
<h2>5. Flatness where it seals, not everywhere</h2>
<p>It is tempting to put flatness on every face. On the base plate, I kept it only on the face that carries the lidar mount, at 0.05 mm, and let everything else follow the general tolerance block. Every tight tolerance costs setup time or inspection time, and a drawing is a contract: each callout should be there because something fails without it.</p>
<h2>What changed on the second build</h2>
<ul>
<li>Elbow and shoulder joints turned by hand with no binding, and no shims were needed.</li>
<li>End-effector repeatability improved from about ±3 mm to ±1.2 mm.</li>
<li>Machining cost fell slightly, because opened-up non-functional tolerances saved more time than the new perpendicularity callouts added.</li>
</ul>
<h2>Takeaways for student teams</h2>
<p>You do not need to master the whole ASME Y14.5 standard to benefit from it. Start with functional datums, use position for hole patterns, and add orientation controls wherever a shaft or bearing lives. Then sit down with whoever will make and measure the part. The best GD&amp;T lesson I had was a ten-minute conversation with a machinist who asked, very politely, which of my forty tolerances I actually cared about.</p>`;

const dfmPost = `<h2>Six months on a production floor</h2>
<p>During my manufacturing co-op, I spent the first two weeks doing nothing but watching parts being made: laser cutting, press-brake forming, PEM insertion, powder coating, assembly. By the end, I had a notebook full of things designers do that quietly cost money. These are the rules I now follow on every part, with the numbers that convinced me.</p>
<h2>Sheet metal: let the brake do the work</h2>
<ul>
<li><strong>Bend radius equal to thickness.</strong> The plant's standard tooling gave a 1.5 mm inside radius on 1.5 mm steel. Any other radius meant a tooling change, about 20 minutes per batch.</li>
<li><strong>Keep holes at least 2.5T + R from a bend.</strong> Closer holes stretch into ovals. On the enclosure I redesigned, three mounting holes violated this and caused most of the rework.</li>
<li><strong>Use measured K-factors.</strong> We bent test coupons on the actual brake and measured a K-factor of 0.42, not the 0.33 that the CAD template assumed. The difference was 0.3 mm per bend, which adds up quickly on a four-bend box.</li>
<li><strong>Replace welds with bends and hardware.</strong> Every weld brings distortion, grinding and a powder-coat risk. Self-clinching nuts inserted after coating removed eight weld nuts and the rework they caused.</li>
</ul>
<h2>Machined parts: design for the setup, not just the tool</h2>
<p>A CNC machine is fast; setting it up is slow. The most expensive feature on most of our machined parts was not a tight tolerance but a feature that needed the part to be flipped or re-clamped.</p>
<ul>
<li><strong>Put features on as few faces as possible.</strong> Moving a tapped hole from a side face to the top face removed a whole setup from one bracket and cut its cost by 18%.</li>
<li><strong>Internal corners need a radius.</strong> An end mill cannot cut a sharp inside corner. Specify a corner radius a little larger than the tool radius (R3.2 for a 6 mm tool) so the tool does not have to stop and change direction.</li>
<li><strong>Limit pocket depth to about four times the tool diameter.</strong> Deeper pockets need long, slow tools that chatter.</li>
<li><strong>Use standard hole and thread sizes.</strong> An M6 tapped hole uses tools already in the carousel; an M7 does not.</li>
</ul>
<h2>Molded parts: walls and draft first</h2>
<p>For the injection-molded sensor housing, the two rules that mattered most were a uniform 2.0 mm wall and draft on every face. Thick sections cool slowly and sink; faces without draft scrape on ejection. Ribs at 60% of the wall thickness gave the stiffness back without sink marks on the logo face.</p>
<blockquote>The cheapest feature is the one the process gives you for free: a bend instead of a weld, a rib instead of a thick wall, a hole on the face you are already machining.</blockquote>
<h2>Ask before you release</h2>
<p>The single most useful habit I picked up is a 15-minute DFM review with the person who will run the process, before the drawing is released. On the enclosure project, that conversation caught a flange too short for the brake's die width and a louver too close to a bend. Both would have cost a tooling change or a scrapped first batch. The final redesign went from 14 parts to 6 and from 22 to 9 minutes of assembly, and most of those savings came from questions, not from clever CAD.</p>`;

const cfdPost = `<h2>Why validate at all?</h2>
<p>A CFD result is a very convincing picture. Colour contours look precise whether the model is right or not, and in my undergraduate heat sink project, the first simulation predicted a base temperature 11 °C lower than reality. This post describes how I found out, what was wrong, and the low-cost rig that got the model within 7% of measurement.</p>
<h2>The problem</h2>
<p>A power-electronics module dissipated 40 W into an extruded aluminium heat sink, cooled by a fixed 60 mm fan in a duct. The goal was to choose fin count and thickness inside a 100 × 80 × 40 mm envelope. More fins add surface area but narrow the channels, which raises the pressure drop and lowers the airflow the fan can deliver. The optimum depends on both effects, which is exactly what a coupled model should capture.</p>
<h2>The model</h2>
<ul>
<li>Conjugate heat transfer in ANSYS Fluent: solid conduction in 6063-T5 aluminium, convection in the air.</li>
<li>SST k-ω turbulence model, with the first cell sized so that y+ stayed near 1 on the fin walls.</li>
<li>The fan modelled with its <strong>manufacturer's fan curve</strong> as a pressure-jump boundary, not a fixed velocity.</li>
<li>A mesh independence study at 0.8, 1.6 and 3.2 million cells. The base temperature changed by less than 1% between the two finest meshes.</li>
</ul>
<h2>The rig</h2>
<p>The test rig cost about $40 in materials plus borrowed instruments: a plywood duct the same size as the product's, a copper block with a cartridge heater and a variac set to 40 W, five K-type thermocouples embedded 1 mm below the heat sink base, and a hot-wire anemometer at the duct outlet. A thin layer of thermal paste and a torque-controlled clamp kept the contact resistance repeatable between runs. Each test ran until temperatures changed by less than 0.1 °C over five minutes.</p>
<h2>What was wrong</h2>
<p>The first comparison showed the model 11 °C too optimistic. Three things explained almost all of it:</p>
<ol>
<li><strong>Contact resistance.</strong> The model assumed a perfect joint between heater block and heat sink. Adding a measured 0.12 K/W interface resistance moved the prediction by about 5 °C.</li>
<li><strong>Bypass flow.</strong> The duct had a 3 mm gap above the fin tips, and a large share of the air went around the fins instead of through them. Modelling the gap, rather than assuming a tight shroud, added another 4 °C.</li>
<li><strong>Fan curve.</strong> Measured flow at the outlet was 8% below the datasheet curve, which is typical for a fan mounted close to an obstruction.</li>
</ol>
<p>With those corrections, predicted and measured base temperatures agreed within 7% across four fan speeds, and the model was trustworthy enough to run the optimisation.</p>
<h2>The result</h2>
<p>The optimum was 18 fins at 1.2 mm thickness, with a thermal resistance of 0.62 K/W against 0.81 K/W for the original 12-fin design. That lowered the module temperature by 7.6 °C without changing the envelope or the fan.</p>
<blockquote>Simulation tells you where to look; a test tells you whether you may believe it.</blockquote>
<h2>Lessons</h2>
<ul>
<li>Validate the baseline design before optimising anything. A model that is wrong by the same amount everywhere can still rank designs correctly, but you do not know that until you test.</li>
<li>Interfaces and leakage paths matter more than turbulence model choice at this scale.</li>
<li>Simple rigs are fine if they are repeatable. Calibrate the thermocouples, control the clamping, and wait for steady state.</li>
</ul>`;

const stackupDraft = `<h2>The question every housing asks</h2>
<p>On the injection-molded sensor housing, the sensing face had to sit flush with the bezel within ±0.15 mm. Seven dimensions, spread across two molded parts and an O-ring, decide where that face ends up. Before the toolmaker cut steel, I had to answer a simple question: will the assembly meet the requirement if every part is in tolerance? The answer depends on which kind of stack-up you believe.</p>
<h2>Step 1: draw the loop</h2>
<p>A stack-up starts with a loop diagram: a chain of dimensions from one side of the gap, through every part in the load path, back to the other side. Each link gets a direction (positive when it opens the gap), a nominal value and a tolerance. For the housing, the loop runs from the bezel face through the bezel wall, the snap-fit seat, the housing shoulder, the O-ring groove depth, the compressed O-ring, the sensor flange and finally the sensing face.</p>
<ul>
<li>Only dimensions that actually sit in the chain belong in the loop. Anything else is noise.</li>
<li>Every assembly interface adds a link: a clearance fit is a contributor even if no drawing shows it.</li>
<li>Write the loop down before opening a spreadsheet; most stack-up mistakes are missing links, not arithmetic.</li>
</ul>
<h2>Step 2: worst case</h2>
<p>The worst-case stack simply adds every tolerance, as if every part came out at its least favourable limit at the same time. For the seven contributors, that gives <code>±0.29 mm</code>, nearly double the allowance. Worst case is the right method when volumes are low, when a failure is dangerous or expensive, or when you cannot trust that the processes are centred.</p>
<h2>Step 3: root sum square</h2>
<p>The RSS method assumes each dimension varies independently and is roughly normally distributed around its nominal value. Then the variations partly cancel, and the assembly tolerance is the square root of the sum of the squared tolerances: <code>±0.13 mm</code> for the same loop. That passes, but only if the assumptions hold.</p>
<blockquote>RSS is a statistical promise. It is only as honest as the process data behind it.</blockquote>
<h2>When RSS is wishful thinking</h2>
<ul>
<li><strong>Non-centred processes.</strong> Molders often aim near the safe side of a tolerance so the tool can be cut later. A mean shift of one third of the tolerance quietly wrecks the RSS result.</li>
<li><strong>Few contributors.</strong> With two or three links, there is little cancellation to rely on.</li>
<li><strong>Correlated dimensions.</strong> Two features cut by the same cavity move together; they are not independent.</li>
</ul>
<h2>What I did on the housing</h2>
<p>I used a modified RSS with a 1.5 inflation factor, checked the two largest contributors against the molder's capability data (Cpk above 1.33), and tightened the O-ring groove depth, the single biggest contributor, from ±0.08 to ±0.05 mm. T1 samples measured flush within 0.11 mm.</p>
<p><strong>Still to write:</strong> the loop diagram figure, the spreadsheet template and a short section on Monte Carlo stack-ups.</p>`;

export const demoBlogPosts: DemoBlogPost[] = [
  {
    title: "GD&T on a Robot Arm: Five Callouts That Fixed Our Assembly",
    slug: "gdt-lessons-from-a-robot-arm",
    excerpt:
      "Every part passed inspection, yet the arm bound up at the elbow. How functional datums, position at MMC and a few orientation controls fixed the second build.",
    featured_image: img("blog-1"),
    featured_image_alt:
      "GD&T callouts on a robot arm link: datums A and B, position at MMC on four holes and perpendicularity on the bearing bore",
    content: gdtPost,
    published: true,
    published_at: "2025-03-18T16:00:00.000Z",
    reading_time: 7,
    views: 214,
  },
  {
    title: "Designing for the Machinist: DFM Rules from the Shop Floor",
    slug: "dfm-rules-from-the-shop-floor",
    excerpt:
      "Bend radii, K-factors, setups and draft: the design-for-manufacturing rules I learned in six months on a production floor, with the numbers behind them.",
    featured_image: img("blog-2"),
    featured_image_alt:
      "Drawing of a machined pocket with corner radii sized for the tool, a depth limit and one setup from the top face",
    content: dfmPost,
    published: true,
    published_at: "2025-06-02T15:30:00.000Z",
    reading_time: 6,
    views: 158,
  },
  {
    title: "Validating a Heat Sink CFD Model with a $40 Test Rig",
    slug: "validating-heat-sink-cfd",
    excerpt:
      "My first simulation was 11 °C too optimistic. Contact resistance, bypass flow and a derated fan curve explained the gap, and a plywood duct proved it.",
    featured_image: null,
    featured_image_alt: null,
    content: cfdPost,
    published: true,
    published_at: "2025-09-14T17:45:00.000Z",
    reading_time: 8,
    views: 87,
  },
  {
    title: "Tolerance Stack-Ups Without Tears: Worst Case vs RSS",
    slug: "tolerance-stackups-worst-case-vs-rss",
    excerpt: "When a root-sum-square stack-up is honest, and when it is wishful thinking. (Draft.)",
    featured_image: img("blog-3"),
    featured_image_alt: "Tolerance loop diagram from the sensing face to the bezel, with the worst-case and RSS totals",
    content: stackupDraft,
    published: false,
    published_at: null,
    reading_time: 5,
    views: 0,
  },
];

/* ------------------------------------------------------------------------------------------ */
/* Guestbook and contact messages                                                             */
/* ------------------------------------------------------------------------------------------ */

export const demoGuestbookMessages: DemoGuestbookMessage[] = [
  {
    name: "José Álvarez",
    email: null,
    message:
      "The drifter buoy write-up is excellent. Doing the double integration in the frequency domain instead of the time domain is exactly the right call. Good luck with the job search!",
    status: "approved",
  },
  {
    name: "Zoë Lindqvist",
    email: "zoe.lindqvist@example.org",
    message:
      "I came for the soft robotics and stayed for the DFM post. The note about measuring the K-factor on the real press brake saved me a redo on my own enclosure this week.",
    status: "approved",
  },
  {
    name: "Ólafur Sigurðsson",
    email: "olafur.s@example.net",
    message:
      "Clean site and clear drawings. As someone who inspects parts for a living, thank you for putting perpendicularity on those bearing bores.",
    status: "approved",
  },
  {
    name: "Priya Raman",
    email: null,
    message:
      "We were on the same field at the Pacific Coast Robotics Challenge. Your swerve modules were the most reliable thing in the pits. Congratulations on the win!",
    status: "approved",
  },
  {
    name: "田中 さくら",
    email: "sakura.tanaka@example.com",
    message:
      "Very interesting suction cup research. Have you tried a textured rim for wet, slimy surfaces? Octopus suckers have fine radial grooves.",
    status: "approved",
  },
  {
    name: "Анна Смирнова",
    email: "anna.smirnova@example.com",
    message:
      "Great portfolio. Would you consider sharing the CAD for the torque sensor flexure? I'm building a similar joint for a student exoskeleton.",
    status: "pending",
  },
  {
    name: "Liam O'Brien-Hart",
    email: null,
    message:
      "Just read the heat sink validation post. The bit about bypass flow over the fin tips is something every thermal intern should learn early.",
    status: "pending",
  },
  {
    name: "Best Deals Online",
    email: "promo@example.net",
    message:
      "CHEAP followers and backlinks!!! Boost your site ranking 1000% overnight, limited offer, click now and visit our store for discount codes!!!",
    status: "rejected",
  },
];

export const demoContactMessages: DemoContactMessage[] = [
  {
    name: "Dana Whitfield",
    email: "dana.whitfield@example.com",
    message:
      "Hi Alex, I'm a technical recruiter hiring for a Mechanical Design Engineer I role on an autonomous mobile robot team in Austin, TX, starting in January. Your capstone and DFM work are a close match. Would you have 20 minutes for a call next week? Relocation assistance is available.",
    status: "new",
  },
  {
    name: "Marco De Luca",
    email: "marco.deluca@example.org",
    message:
      "Hello, I lead the enclosure group at a marine instrumentation company. I enjoyed your drifter buoy report, especially the O-ring gland design. We have an opening for a design engineer working on sealed housings. Could you send your availability for a first conversation?",
    status: "new",
  },
  {
    name: "Grace Okafor",
    email: "grace.okafor@example.net",
    message:
      "Thanks for applying to the Manufacturing Design Engineer position. The hiring manager would like to schedule a technical interview that includes a short GD&T drawing review. Please reply with three time slots that work for you.",
    status: "read",
  },
];

/* ------------------------------------------------------------------------------------------ */
/* Default resume and portfolio (also referenced by src/config/site.ts)                       */
/* ------------------------------------------------------------------------------------------ */

export const demoDocuments: { resume: DemoDocument; portfolio: DemoDocument } = {
  resume: {
    file_name: "Alex-Rivera-Resume.pdf",
    object: "demo/resume.pdf",
    versionObject: "resumes/Alex-Rivera-Resume.pdf",
  },
  portfolio: {
    file_name: "Alex-Rivera-Portfolio.pdf",
    object: "demo/portfolio.pdf",
    versionObject: "portfolios/Alex-Rivera-Portfolio.pdf",
  },
};
