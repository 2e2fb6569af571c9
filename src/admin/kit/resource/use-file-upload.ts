import { useRef, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { errorMessage } from "../../data/client";
import type { ProgressListener } from "../../data/upload";
import { validateOrToast } from "../../data/use-draft-form";

export function useFileUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const run = async (task: (onProgress: ProgressListener) => Promise<void>, failureTitle: string) => {
    setProgress(0);
    try {
      await task(setProgress);
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
      return true;
    } catch (error) {
      toast.error(failureTitle, { description: errorMessage(error) });
      return false;
    } finally {
      setProgress(null);
    }
  };

  /** The chosen file's name, size and type, with `fields`, as `schema` takes them; else a toast, and null. */
  const check = <Schema extends z.ZodType>(schema: Schema, fields = {}) =>
    file && validateOrToast(schema, { file_name: file.name, file_size: file.size, mime_type: file.type, ...fields });

  return { file, setFile, inputRef, progress, uploading: progress !== null, run, check };
}
