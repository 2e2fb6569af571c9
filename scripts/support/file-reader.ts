/**
 * The part of the browser's FileReader that three.js's GLTFExporter uses (readAsArrayBuffer, then
 * `result` and `onloadend`), for the scripts and tests that prepare meshes in Node as the admin
 * does in the owner's browser. Node has Blob but no FileReader.
 */
class NodeFileReader {
  result: ArrayBuffer | null = null;
  onloadend: (() => void) | null = null;
  readAsArrayBuffer(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => {
      this.result = buffer;
      this.onloadend?.();
    });
  }
}

globalThis.FileReader ??= NodeFileReader as unknown as typeof FileReader;
