import { describe, expect, it } from "vitest";
import { formatFileSize } from "../../src/components/projects/format-file-size";

describe("project file sizes", () => {
  it("are shown in KB with one decimal below 1 MB", () => {
    expect(formatFileSize(4018)).toBe("3.9 KB");
    expect(formatFileSize(1024)).toBe("1.0 KB");
    expect(formatFileSize(512)).toBe("0.5 KB");
    expect(formatFileSize(0)).toBe("0.0 KB");
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1024.0 KB");
  });

  it("are shown in MB with one decimal from 1 MB up", () => {
    expect(formatFileSize(1024 * 1024)).toBe("1.0 MB");
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe("2.5 MB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10.0 MB");
    expect(formatFileSize(1_234_567)).toBe("1.2 MB");
  });

  it("read 'Unknown size' when the size is missing", () => {
    expect(formatFileSize(null)).toBe("Unknown size");
    expect(formatFileSize(undefined)).toBe("Unknown size");
    expect(formatFileSize(Number.NaN)).toBe("Unknown size");
    expect(formatFileSize(-1)).toBe("Unknown size");
  });
});
