//! `llmir-lsp`: the language server for MLIR's LLVM dialect text, speaking
//! the Language Server Protocol over stdin/stdout (see `llmir::lsp`).
//! Logs and panics go to stderr, which editors show as the server's log.

use std::process::ExitCode;

const USAGE: &str = "usage: llmir-lsp [--allow-unregistered-dialect]

A language server for MLIR's LLVM dialect text format (.mlir), speaking the
Language Server Protocol over stdin and stdout. Start it from an editor.";

fn main() -> ExitCode {
    let mut options = llmir::lsp::Options::default();
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--allow-unregistered-dialect" | "-allow-unregistered-dialect" => options.allow_unregistered = true,
            // Editors commonly pass `--stdio`; stdio is the only transport.
            "--stdio" => {}
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            "--version" => {
                println!("llmir-lsp {}", env!("CARGO_PKG_VERSION"));
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("llmir-lsp: unknown argument '{other}'\n{USAGE}");
                return ExitCode::FAILURE;
            }
        }
    }
    let (conn, io) = lsp_server::Connection::stdio();
    // Documents are parsed, verified and printed recursively; on a roomy
    // stack they may nest as deeply as they may for llmir-opt.
    let result = match llmir::threads::spawn_big(move || llmir::lsp::run(conn, options).map_err(|e| e.to_string())) {
        Ok(handle) => handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
        Err(e) => Err(e.to_string()),
    };
    // The writer thread flushes what the loop sent; the reader thread ends
    // when stdin closes, which a client that said `exit` may never do.
    drop(io);
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("llmir-lsp: {e}");
            ExitCode::FAILURE
        }
    }
}
