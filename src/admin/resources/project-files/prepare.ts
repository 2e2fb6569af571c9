import type { ProjectFile } from "../../../lib/entities";
import { isPreparable, keepsPreparedMesh, modelKindOf } from "../../../lib/models";
import { projectFiles } from "../../data/resources";
import { uploadToStorage } from "../../data/upload";

/**
 * Prepares a 3D model for viewing, in the owner's browser (where WebGL is): reads it with the
 * site's own viewer code (OpenCascade for STEP and IGES), stores its meshes as a glTF binary beside
 * it when it is a CAD file, or another file the GLB is smaller than (visitors' viewers then load the
 * GLB: no CAD reader, fewer bytes), then draws its poster and stores that. Each part is recorded
 * as it is stored (POST …/prepare, …/poster).
 * `bytes` is the file as just uploaded, or fetched from its public address for a model uploaded
 * before. three.js and the readers load only when a model is prepared.
 */
export async function prepareForViewing(file: ProjectFile, bytes: ArrayBuffer): Promise<ProjectFile> {
  const kind = modelKindOf(file.file_name);
  if (!kind) throw new Error("Not a 3D model");
  const [{ loadModel }, { modelPoster, preparedMesh }] = await Promise.all([
    import("../../../components/projects/model-viewer/load-model"),
    import("../../../components/projects/model-viewer/prepare-model"),
  ]);
  const { object, zUp, millimetres } = await loadModel(kind, bytes);
  const name = file.file_name.replace(/\.[^.]+$/, "");
  const store = async (part: Blob, fileName: string, action: "prepare" | "poster") => {
    const upload = new File([part], fileName, { type: part.type });
    const storagePath = await uploadToStorage(upload, "project-file", () => undefined, {
      project_slug: file.project_slug,
    });
    return projectFiles.act(file.id, action, { storagePath });
  };
  // The mesh first: the poster's drawing turns the model and adds its edges.
  const mesh = isPreparable(file.file_name) ? await preparedMesh(object, millimetres) : null;
  if (mesh && keepsPreparedMesh(file.file_name, bytes.byteLength, mesh.byteLength)) {
    await store(new Blob([mesh], { type: "model/gltf-binary" }), `${name}.glb`, "prepare");
  }
  const poster = await modelPoster(object, zUp);
  return store(poster, `${name}-poster.${poster.type === "image/webp" ? "webp" : "png"}`, "poster");
}
