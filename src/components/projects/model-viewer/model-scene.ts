import {
  Box3,
  type BufferGeometry,
  Color,
  DirectionalLight,
  EdgesGeometry,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  OrthographicCamera,
  PerspectiveCamera,
  Scene,
  Sphere,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Object3D,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { ModelCamera, ModelSection, Vec3 } from "../../../lib/model-view";
import { createMeasureMarkers, pickPoint, type Pick } from "./measure";
import { createSection } from "./section";

/** Edges between faces meeting at more than this angle (degrees) are drawn, as in a CAD program. */
export const FEATURE_EDGE_ANGLE = 30;
/** The name of a part's feature edges where a prepared mesh carries them (prepare-model.ts). */
export const FEATURE_EDGES = "feature-edges";

/** A part's feature edges, found in its mesh. */
export const featureEdges = (geometry: BufferGeometry) => new EdgesGeometry(geometry, FEATURE_EDGE_ANGLE);
/** Keyboard steps: a turn of the model, a pan as a share of the view, a zoom factor. */
const KEY_TURN = Math.PI / 24;
const KEY_PAN = 40;
const KEY_ZOOM = 1.15;
const FOV = 40;
/** How long the camera glides to a walkthrough's step, in ms. */
const GLIDE_MS = 700;
/** The standard views, as directions from the model to the camera in the viewer's Y-up world. */
export const STANDARD_VIEWS = {
  front: new Vector3(0, 0, 1),
  // Straight down, tilted a hair so that the file's Y axis points up the screen.
  top: new Vector3(0, 1, 1e-4),
  right: new Vector3(1, 0, 0),
  iso: new Vector3(1, 1, 1),
} as const;
export type StandardView = keyof typeof STANDARD_VIEWS;
/** The first view: isometric, from the front, above and to the right (the poster's, in orthographic). */
const FIRST_VIEW = STANDARD_VIEWS.iso;

export interface SceneOptions {
  /** The file's up axis is Z (CAD files, meshes): turned so that its top is up. glTF is Y-up. */
  zUp: boolean;
  /** The name of a part that has none (a mesh file is one unnamed part). */
  partName: string;
  /** The site's accent: the section's cut faces and the measure's marks. */
  accent: string;
  /** Called when the visitor has moved the camera (at the end of a drag, a wheel turn or a key). */
  onCameraMoved: () => void;
  /** Device pixels per CSS pixel; the screen's, at most 2, unless given (a poster's is fixed). */
  pixelRatio?: number;
}

export interface ModelScene {
  /** The parts' names, in the file's order. */
  readonly parts: readonly string[];
  /** The model's extent in its own frame along X, Y and Z, in the file's units. */
  readonly size: Vec3;
  /** The model's lowest corner in its own frame. */
  readonly origin: Vec3;
  /** Frames the whole model, looking from the current direction. */
  fit(): void;
  /** Back to the first view: the model framed isometrically, from the front, above and to the right. */
  reset(): void;
  /** Frames the model from one of the standard directions. */
  look(view: StandardView): void;
  setOrthographic(ortho: boolean): void;
  camera(): ModelCamera;
  setCamera(camera: ModelCamera): void;
  /** The first view's camera, framed for the canvas as it is now. */
  firstCamera(): ModelCamera;
  /**
   * Moves the camera to `camera`, in a short glide unless `glide` is false; the canvas is
   * `aria-busy` while it moves.
   */
  moveTo(camera: ModelCamera, glide: boolean): void;
  setSection(section: ModelSection | null): void;
  /** Moves the parts apart from the model's centre, from 0 (assembled) to 1. */
  setExplode(amount: number): void;
  /** Which parts are drawn, by index. */
  setPartsShown(shown: readonly boolean[]): void;
  /** The model's point under a viewport position (client pixels), or under its centre. */
  pick(at: { x: number; y: number } | "centre"): Pick | null;
  /** A picked point in the file's own frame and units. */
  inFileFrame(point: Vector3): Vec3;
  /** Marks measured points (world). */
  showMeasure(points: readonly Vector3[]): void;
  /** Arrow keys turn, Shift+arrows pan, + and − zoom; true when the key was used. */
  handleKey(event: KeyboardEvent): boolean;
  dispose(): void;
}

/** The model's meshes, in the file's order: each is a part. */
export function meshesOf(model: Object3D): Mesh[] {
  const meshes: Mesh[] = [];
  model.traverse((child) => {
    if (child instanceof Mesh) meshes.push(child);
  });
  return meshes;
}

/** Each mesh of the model is a part; a name is given where the file has none, and made unique. */
function partsOf(model: Object3D, fallback: string): { meshes: Mesh[]; names: string[] } {
  const meshes = meshesOf(model);
  const names: string[] = [];
  meshes.forEach((mesh, i) => {
    // glTF keeps a node's own name in userData (its `name` is made safe for animation paths).
    const own = (object?: Object3D | null) => (object?.userData.name as string | undefined) || object?.name;
    const base = own(mesh) || own(mesh.parent) || (meshes.length === 1 ? fallback : `Part ${i + 1}`);
    let name = base;
    for (let n = 2; names.includes(name); n++) name = `${base} (${n})`;
    names.push(name);
  });
  return { meshes, names };
}

/**
 * Draws a model in `canvas`: lit from the camera, with its feature edges, turned, zoomed and
 * panned with OrbitControls (mouse, touch) and the keyboard, in perspective or orthographic, with
 * the inspection tools' state applied (a section, parts apart, parts hidden, measured points).
 * Drawn only when something changes, so an open viewer costs nothing while nobody touches it.
 */
export function createModelScene(canvas: HTMLCanvasElement, model: Object3D, options: SceneOptions): ModelScene {
  // The stencil buffer draws the section's cut faces.
  const renderer = new WebGLRenderer({
    canvas,
    antialias: true,
    alpha: true,
    preserveDrawingBuffer: true,
    stencil: true,
  });
  renderer.setPixelRatio(options.pixelRatio ?? Math.min(window.devicePixelRatio, 2));
  const scene = new Scene();
  scene.add(new HemisphereLight(0xffffff, 0x445066, 1.6));
  const perspective = new PerspectiveCamera(FOV, 1, 0.1, 1000);
  const orthographic = new OrthographicCamera(-1, 1, 1, -1, 0.1, 1000);
  for (const camera of [perspective, orthographic]) {
    const key = new DirectionalLight(0xffffff, 1.8);
    key.position.set(1, 1.5, 2);
    camera.add(key);
    scene.add(camera);
  }

  if (options.zUp) model.rotation.x = -Math.PI / 2;
  scene.add(model);
  model.updateMatrixWorld(true);
  const { meshes, names } = partsOf(model, options.partName);
  const edgeMaterial = new LineBasicMaterial({ color: 0x1e2733, transparent: true, opacity: 0.55 });
  const edges = meshes.map((mesh) => {
    // A prepared mesh carries each part's edges (finding them is long for a large model).
    const carried = mesh.children.find(
      (child): child is LineSegments => child instanceof LineSegments && child.userData.name === FEATURE_EDGES,
    );
    const lines = carried ?? new LineSegments(featureEdges(mesh.geometry));
    lines.material = edgeMaterial;
    mesh.add(lines);
    return lines;
  });
  // The file's X, Y and Z as world directions (a Z-up file is turned).
  const axes = Object.fromEntries(
    (
      [
        ["x", new Vector3(1, 0, 0)],
        ["y", new Vector3(0, 1, 0)],
        ["z", new Vector3(0, 0, 1)],
      ] as const
    ).map(([name, axis]) => [name, axis.applyQuaternion(model.quaternion)]),
  ) as Record<ModelSection["axis"], Vector3>;

  const box = new Box3().setFromObject(model);
  const fileBox = box.clone().applyMatrix4(model.matrixWorld.clone().invert());
  const size = fileBox.getSize(new Vector3()).toArray();
  const bounds = box.getBoundingSphere(new Sphere());
  const radius = Math.max(bounds.radius, 1e-3);
  for (const camera of [perspective, orthographic]) {
    camera.near = radius / 100;
    camera.far = radius * 100;
  }

  // Exploded, each part moves away from the model's centre, by as far as it is from it.
  const rest = meshes.map((mesh) => mesh.position.clone());
  const apart = meshes.map((mesh) => {
    const centre = new Box3().setFromObject(mesh).getCenter(new Vector3());
    const parent = mesh.parent!;
    return parent
      .worldToLocal(centre.clone().multiplyScalar(2).sub(bounds.center))
      .sub(parent.worldToLocal(centre.clone()));
  });

  const accent = new Color(options.accent);
  const section = createSection(renderer, scene, meshes, axes, accent);
  const markers = createMeasureMarkers(scene, accent);

  let camera: PerspectiveCamera | OrthographicCamera = perspective;
  const controls = new OrbitControls(perspective as PerspectiveCamera | OrthographicCamera, canvas);
  controls.screenSpacePanning = true;
  controls.minDistance = radius / 20;
  controls.maxDistance = radius * 20;
  controls.minZoom = 1 / 20;
  controls.maxZoom = 20;

  // One frame at most per display frame, however many changes ask for one: a large model takes
  // SwiftShader (or a weak GPU) long to draw, and opening a viewer applies several changes at once.
  // Nothing is drawn before the canvas is laid out at its size (see `resize`).
  let drawing = 0;
  let sized = false;
  const draw = () => {
    cancelAnimationFrame(drawing);
    drawing = 0;
    renderer.render(scene, camera);
  };
  const render = () => {
    if (sized) drawing ||= requestAnimationFrame(draw);
  };
  controls.addEventListener("change", render);
  controls.addEventListener("end", options.onCameraMoved);

  const halfFovTan = Math.tan((FOV * Math.PI) / 360);
  /**
   * The orthographic camera sees `radius` above and below the target at zoom 1, and sits well
   * outside the model, so that nothing is clipped by its near plane however far it is zoomed in.
   */
  const orthographicDistance = radius * 4;
  const updateProjection = () => {
    orthographic.top = radius;
    orthographic.bottom = -radius;
    orthographic.left = -radius * perspective.aspect;
    orthographic.right = radius * perspective.aspect;
    orthographic.updateProjectionMatrix();
    perspective.updateProjectionMatrix();
  };

  const place = (target: Vector3, direction: Vector3, perspectiveDistance: number) => {
    controls.target.copy(target);
    const ortho = camera === orthographic;
    camera.position
      .copy(target)
      .addScaledVector(direction.clone().normalize(), ortho ? orthographicDistance : perspectiveDistance);
    // The same part of the model fills the view in either projection.
    camera.zoom = ortho ? radius / (perspectiveDistance * halfFovTan) : 1;
    updateProjection();
    controls.update();
    render();
  };
  /** How far the perspective camera must be for the bounding sphere to fit the narrower view. */
  const fittingDistance = () => {
    const halfFov = (FOV * Math.PI) / 360;
    const narrower = Math.min(halfFov, Math.atan(halfFovTan * perspective.aspect));
    // The sphere is generous: a little closer than that still shows the whole part.
    return (0.9 * radius) / Math.sin(narrower);
  };
  const frame = (direction: Vector3) => place(bounds.center, direction, fittingDistance());
  /** The distance a perspective camera would have to show what the current camera shows. */
  const perspectiveDistance = () =>
    camera === orthographic ? radius / (orthographic.zoom * halfFovTan) : camera.position.distanceTo(controls.target);

  const resize = () => {
    const { clientWidth: width, clientHeight: height } = canvas;
    if (width === 0 || height === 0) return false;
    // Each new size allocates the drawing buffer again (large, multisampled): only when it changes.
    const size = renderer.getSize(new Vector2());
    if (size.x !== width || size.y !== height) renderer.setSize(width, height, false);
    perspective.aspect = width / height;
    updateProjection();
    return true;
  };
  // The observer reports the canvas's size once it is laid out (first after `observe`, again on
  // each change), before that frame is painted: the frame is drawn there, at that size. A viewer
  // whose tool bar appears once the model is read so draws its first view once, not once before
  // the bar and once after.
  const observer = new ResizeObserver(() => {
    if (!resize()) return;
    sized = true;
    draw();
  });
  observer.observe(canvas);
  // The size as it is now, to frame the first view; drawn when the observer reports.
  resize();
  frame(FIRST_VIEW.clone());

  const worldPerPixel = () => {
    const visibleHeight =
      camera === orthographic ? (2 * radius) / orthographic.zoom : 2 * perspectiveDistance() * halfFovTan;
    return visibleHeight / Math.max(canvas.clientHeight, 1);
  };

  /**
   * A camera set in a wider view, for this one: moved back (in orthographic, zoomed out) so that it
   * shows as much across as it did there, and as much up and down or more.
   */
  const fitted = (set: ModelCamera): ModelCamera => {
    const narrower = set.aspect && set.aspect > perspective.aspect ? perspective.aspect / set.aspect : 1;
    if (narrower === 1) return set;
    const target = new Vector3(...set.target);
    const position = new Vector3(...set.position).sub(target).divideScalar(narrower).add(target);
    return { position: position.toArray(), target: set.target, zoom: set.zoom * narrower };
  };
  const setCamera = (set: ModelCamera) => {
    const { position, target, zoom } = fitted(set);
    controls.target.fromArray(target);
    camera.position.fromArray(position);
    camera.zoom = camera === orthographic ? zoom : 1;
    updateProjection();
    controls.update();
    render();
  };

  let glide = 0;
  const stopGlide = () => {
    cancelAnimationFrame(glide);
    canvas.removeAttribute("aria-busy");
  };
  // The visitor's own move ends a glide.
  controls.addEventListener("start", stopGlide);
  const currentCamera = (): ModelCamera => ({
    position: camera.position.toArray(),
    target: controls.target.toArray(),
    zoom: camera.zoom,
    aspect: perspective.aspect,
  });

  // What the setters below last applied: no section, not exploded, no measure.
  let sectionShown = JSON.stringify(null);
  let explodeShown = 0;
  let measureShown = 0;

  return {
    parts: names,
    size: [size[0], size[1], size[2]],
    origin: fileBox.min.toArray(),
    fit: () => frame(camera.position.clone().sub(controls.target)),
    reset: () => frame(FIRST_VIEW.clone()),
    look: (view) => frame(STANDARD_VIEWS[view].clone()),
    setOrthographic(ortho) {
      if ((camera === orthographic) === ortho) return;
      const direction = camera.position.clone().sub(controls.target);
      const distance = perspectiveDistance();
      camera = ortho ? orthographic : perspective;
      controls.object = camera;
      place(controls.target.clone(), direction, distance);
    },
    camera: currentCamera,
    setCamera: (to) => {
      stopGlide();
      setCamera(to);
    },
    firstCamera() {
      const saved = currentCamera();
      frame(FIRST_VIEW.clone());
      const first = currentCamera();
      setCamera(saved);
      return first;
    },
    moveTo(wanted, animate) {
      stopGlide();
      if (!animate) return setCamera(wanted);
      const to = fitted(wanted);
      // The direction from the target turns and the distance changes smoothly, so the camera
      // swings around the model instead of cutting through it.
      const from = currentCamera();
      const [fromTarget, toTarget] = [new Vector3(...from.target), new Vector3(...to.target)];
      const fromOffset = new Vector3(...from.position).sub(fromTarget);
      const toOffset = new Vector3(...to.position).sub(toTarget);
      const start = performance.now();
      canvas.setAttribute("aria-busy", "true");
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / GLIDE_MS);
        const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
        const target = fromTarget.clone().lerp(toTarget, eased);
        const length = fromOffset.length() + (toOffset.length() - fromOffset.length()) * eased;
        const mixed = fromOffset.clone().normalize().lerp(toOffset.clone().normalize(), eased);
        // Straight opposite directions mix to nothing halfway: go the new one's way.
        const direction = mixed.lengthSq() < 1e-8 ? toOffset.clone().normalize() : mixed.normalize();
        setCamera({
          position: target.clone().addScaledVector(direction, length).toArray(),
          target: target.toArray(),
          zoom: from.zoom + (to.zoom - from.zoom) * eased,
        });
        if (t < 1) glide = requestAnimationFrame(step);
        else {
          setCamera(to);
          canvas.removeAttribute("aria-busy");
        }
      };
      glide = requestAnimationFrame(step);
    },
    // Each setter draws only a change: the viewer applies its whole state again after each change
    // of it, and a frame of a large model is long to draw in software.
    setSection(next) {
      const key = JSON.stringify(next);
      if (key === sectionShown) return;
      sectionShown = key;
      section.set(next, box);
      render();
    },
    setExplode(amount) {
      if (amount === explodeShown) return;
      explodeShown = amount;
      meshes.forEach((mesh, i) => mesh.position.copy(rest[i]!).addScaledVector(apart[i]!, amount));
      render();
    },
    setPartsShown(shown) {
      if (meshes.every((mesh, i) => mesh.visible === (shown[i] ?? true))) return;
      meshes.forEach((mesh, i) => (mesh.visible = shown[i] ?? true));
      render();
    },
    pick(at) {
      const rect = canvas.getBoundingClientRect();
      const point =
        at === "centre"
          ? new Vector2(0, 0)
          : new Vector2(((at.x - rect.left) / rect.width) * 2 - 1, -((at.y - rect.top) / rect.height) * 2 + 1);
      scene.updateMatrixWorld();
      return pickPoint({
        camera,
        at: point,
        parts: meshes,
        edges,
        worldPerPixel: worldPerPixel(),
        section: section.plane(),
      });
    },
    inFileFrame: (point) => model.worldToLocal(point.clone()).toArray(),
    showMeasure(points) {
      if (points.length === 0 && measureShown === 0) return;
      measureShown = points.length;
      markers.show(points);
      render();
    },
    handleKey(event) {
      const arrows: Record<string, [number, number]> = {
        ArrowLeft: [1, 0],
        ArrowRight: [-1, 0],
        ArrowUp: [0, 1],
        ArrowDown: [0, -1],
      };
      const arrow = arrows[event.key];
      if (arrow && event.shiftKey) controls.pan(-arrow[0] * KEY_PAN, arrow[1] * KEY_PAN);
      else if (arrow) {
        controls.rotateLeft(arrow[0] * KEY_TURN);
        controls.rotateUp(arrow[1] * KEY_TURN);
      } else if (event.key === "+" || event.key === "=") controls.dollyIn(KEY_ZOOM);
      else if (event.key === "-" || event.key === "_") controls.dollyOut(KEY_ZOOM);
      else return false;
      controls.update();
      options.onCameraMoved();
      return true;
    },
    dispose() {
      stopGlide();
      cancelAnimationFrame(drawing);
      observer.disconnect();
      controls.dispose();
      section.dispose();
      markers.dispose();
      model.traverse((child) => {
        if (child instanceof Mesh || child instanceof LineSegments) child.geometry.dispose();
      });
      renderer.dispose();
    },
  };
}
