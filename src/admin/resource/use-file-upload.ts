import { useRef, useState, type RefObject } from "react";
import { toast } from "sonner";
import { errorMessage } from "../data/client";
import type { ProgressListener } from "../data/upload";

export interface FileUpload {
  /** The chosen file, if any. */
  file: File | null;
  setFile: (file: File | null) => void;
  /** For the file input, which is emptied after a successful upload. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Fraction 0–1 sent so far, or null when no upload is running. */
  progress: number | null;
  uploading: boolean;
  /**
   * Runs an upload (`task`, given the progress listener); afterwards the file choice is cleared,
   * or on failure a toast titled `failureTitle` carries the server's message.
   */
  run: (task: (onProgress: ProgressListener) => Promise<void>, failureTitle: string) => Promise<void>;
}

/** A file chosen in an upload form and its upload, with progress. */
export function useFileUpload(): FileUpload {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const run: FileUpload["run"] = async (task, failureTitle) => {
    setProgress(0);
    try {
      await task(setProgress);
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
    } catch (error) {
      toast.error(failureTitle, { description: errorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  return { file, setFile, inputRef, progress, uploading: progress !== null, run };
}
