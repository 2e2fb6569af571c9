import {
  Box3,
  DirectionalLight,
  EdgesGeometry,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  PerspectiveCamera,
  Scene,
  Sphere,
  Vector3,
  WebGLRenderer,
  type Object3D,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";

/** Edges between faces meeting at more than this angle (degrees) are drawn, as in a CAD program. */
const FEATURE_EDGE_ANGLE = 30;
/** Keyboard steps: a turn of the model, a pan as a share of the view, a zoom factor. */
const KEY_TURN = Math.PI / 24;
const KEY_PAN = 40;
const KEY_ZOOM = 1.15;

export interface ModelScene {
  /** Frames the whole model, looking from the current direction. */
  fit(): void;
  /** Back to the first view: the model framed from the front, above and to the right. */
  reset(): void;
  /** Arrow keys turn, Shift+arrows pan, + and − zoom; true when the key was used. */
  handleKey(event: KeyboardEvent): boolean;
  dispose(): void;
}

/** True when the browser can draw with WebGL here (it can be off, blocked or missing). */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

/**
 * Draws a model in `canvas`: lit from the camera, with its feature edges, turned, zoomed and
 * panned with OrbitControls (mouse, touch) and the keyboard. Drawn only when something changes,
 * so an open viewer costs nothing while nobody touches it.
 */
export function createModelScene(canvas: HTMLCanvasElement, model: Object3D): ModelScene {
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const scene = new Scene();
  const camera = new PerspectiveCamera(40, 1, 0.1, 1000);
  scene.add(new HemisphereLight(0xffffff, 0x445066, 1.6));
  const key = new DirectionalLight(0xffffff, 1.8);
  key.position.set(1, 1.5, 2);
  camera.add(key);
  scene.add(camera);

  // CAD files are Z-up; three.js looks along Y-up. Turn the model so its top is up.
  model.rotation.x = -Math.PI / 2;
  scene.add(model);
  model.updateMatrixWorld(true);
  const edgeMaterial = new LineBasicMaterial({ color: 0x1e2733, transparent: true, opacity: 0.55 });
  model.traverse((child) => {
    if (child instanceof Mesh)
      child.add(new LineSegments(new EdgesGeometry(child.geometry, FEATURE_EDGE_ANGLE), edgeMaterial));
  });

  const bounds = new Box3().setFromObject(model).getBoundingSphere(new Sphere());
  const radius = Math.max(bounds.radius, 1e-3);
  camera.near = radius / 100;
  camera.far = radius * 100;

  const controls = new OrbitControls(camera, canvas);
  controls.screenSpacePanning = true;
  controls.minDistance = radius / 20;
  controls.maxDistance = radius * 20;

  const render = () => renderer.render(scene, camera);
  controls.addEventListener("change", render);

  const frame = (direction: Vector3) => {
    // Far enough for the bounding sphere to fit the narrower of the two fields of view; the
    // sphere is generous, so a little closer than that still shows the whole part.
    const halfFov = (camera.fov * Math.PI) / 360;
    const narrower = Math.min(halfFov, Math.atan(Math.tan(halfFov) * camera.aspect));
    controls.target.copy(bounds.center);
    camera.position.copy(bounds.center).addScaledVector(direction.normalize(), (0.9 * radius) / Math.sin(narrower));
    camera.updateProjectionMatrix();
    controls.update();
  };

  const resize = () => {
    const { clientWidth: width, clientHeight: height } = canvas;
    if (width === 0 || height === 0) return;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    render();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);

  resize();
  frame(new Vector3(1, 0.8, 1.4));
  controls.saveState();

  return {
    fit: () => frame(camera.position.clone().sub(controls.target)),
    reset: () => controls.reset(),
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
      return true;
    },
    dispose() {
      observer.disconnect();
      controls.dispose();
      model.traverse((child) => {
        if (child instanceof Mesh || child instanceof LineSegments) child.geometry.dispose();
      });
      renderer.dispose();
    },
  };
}
