/** The part of occt-import-js (OpenCascade compiled to WebAssembly) the model viewer uses. */
declare module "occt-import-js" {
  export interface OcctMesh {
    name: string;
    color?: [number, number, number];
    attributes: {
      position: { array: number[] };
      normal?: { array: number[] };
    };
    index: { array: number[] };
  }
  export interface OcctResult {
    success: boolean;
    meshes: OcctMesh[];
  }
  export interface Occt {
    ReadStepFile(content: Uint8Array, params: object | null): OcctResult;
    ReadIgesFile(content: Uint8Array, params: object | null): OcctResult;
  }
  export default function occtimportjs(overrides?: { locateFile?: (path: string) => string }): Promise<Occt>;
}
