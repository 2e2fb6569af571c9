import type { ProjectFile } from "../../../lib/entities";
import { modelKindOf } from "../../../lib/models";
import { adminRequest } from "../../data/client";
import { uploadToStorage } from "../../data/upload";

/**
 * Prepares a 3D model for viewing, in the owner's browser: reads it with the site's own viewer
 * code (OpenCascade for STEP and IGES), stores its meshes as a glTF binary beside it, and records
 * that (POST …/prepare). Visitors' viewers then load the mesh, not the CAD reader. `bytes` is the
 * file as just uploaded, or fetched from its public address for a model uploaded before.
 * three.js and the readers load only when a model is prepared.
 */
export async function prepareForViewing(file: ProjectFile, bytes: ArrayBuffer): Promise<ProjectFile> {
  const kind = modelKindOf(file.file_name);
  if (!kind) throw new Error("Not a 3D model");
  const [{ loadModel }, { preparedMesh }] = await Promise.all([
    import("../../../components/projects/model-viewer/load-model"),
    import("../../../components/projects/model-viewer/prepare-model"),
  ]);
  const glb = await preparedMesh((await loadModel(kind, bytes)).object);
  const mesh = new File([glb], `${file.file_name.replace(/\.[^.]+$/, "")}.glb`, { type: "model/gltf-binary" });
  const storagePath = await uploadToStorage(mesh, "project-file", () => undefined, {
    project_slug: file.project_slug,
  });
  const body = await adminRequest<{ file: ProjectFile }>(
    "POST",
    `/api/admin/project-files/${encodeURIComponent(file.id)}/prepare`,
    { storagePath },
  );
  return body.file;
}
