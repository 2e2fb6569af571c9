import { useRef, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../data/client";
import type { ProgressListener } from "../../data/upload";

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

  return { file, setFile, inputRef, progress, uploading: progress !== null, run };
}
