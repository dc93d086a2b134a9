//! Writing a tool's `-o` output the way users can rely on: a regular file
//! is replaced atomically (a temporary file next to it, renamed over it
//! only when the run succeeded, so a failed run leaves the old file
//! alone); devices and pipes (`-o /dev/null`) are written to and never
//! replaced; a symbolic link stays a link, its target file is replaced.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` (`-` is standard output). Unless `success`, a
/// file is left as it was.
pub fn write(path: &str, bytes: &[u8], success: bool) -> std::io::Result<()> {
    write_pieces(path, &[bytes], success)
}

/// [`write`] for output that comes in pieces, written one after the other.
pub fn write_pieces(path: &str, pieces: &[&[u8]], success: bool) -> std::io::Result<()> {
    let write_all = |out: &mut dyn Write| pieces.iter().try_for_each(|p| out.write_all(p));
    if path == "-" {
        let mut out = std::io::stdout().lock();
        write_all(&mut out)?;
        return out.flush();
    }
    if !success {
        return Ok(());
    }
    let named = Path::new(path);
    if std::fs::metadata(named).is_ok_and(|m| !m.is_file()) {
        let mut out = std::fs::OpenOptions::new().write(true).open(named)?;
        return write_all(&mut out);
    }
    let resolved = match std::fs::symlink_metadata(named) {
        Ok(m) if m.file_type().is_symlink() => std::fs::canonicalize(named)?,
        _ => named.to_path_buf(),
    };
    let dir = resolved.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let tmp: PathBuf = dir.join(format!(
        ".{}.llmir-tmp-{}",
        resolved.file_name().and_then(|n| n.to_str()).unwrap_or("out"),
        std::process::id()
    ));
    let result = std::fs::File::create(&tmp)
        .and_then(|mut file| write_all(&mut file))
        .and_then(|_| std::fs::rename(&tmp, &resolved));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_written_in_order_and_a_failed_run_writes_nothing() {
        let dir = std::env::temp_dir().join(format!("llmir-output-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("out.mlir");
        let path = path.to_str().unwrap();
        write_pieces(path, &[b"module {\n", b"  llvm.func @f()\n", b"}\n"], true).unwrap();
        assert_eq!(std::fs::read_to_string(path).unwrap(), "module {\n  llvm.func @f()\n}\n");
        write_pieces(path, &[b"partial"], false).unwrap();
        assert_eq!(std::fs::read_to_string(path).unwrap(), "module {\n  llvm.func @f()\n}\n");
        // No temporary file is left beside it.
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
