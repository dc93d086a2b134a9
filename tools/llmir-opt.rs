//! llmir-opt: parse, verify and print MLIR (interim driver).
use std::io::Read;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let generic = args.iter().any(|a| a == "--mlir-print-op-generic");
    let allow = args.iter().any(|a| a == "--allow-unregistered-dialect");
    let debug = args.iter().any(|a| a == "--mlir-print-debuginfo");
    let path = args.iter().skip(1).find(|a| !a.starts_with("--")).cloned().unwrap_or("-".into());
    let mut src = String::new();
    if path == "-" { std::io::stdin().read_to_string(&mut src).unwrap(); } else { src = std::fs::read_to_string(&path).unwrap(); }
    let mut ctx = llmir::ir::Context::new();
    let opts = llmir::parser::ParseOptions { allow_unregistered: allow };
    match llmir::parser::parse(&mut ctx, &src, &opts) {
        Ok(m) => {
            let out = llmir::printer::print_module(&ctx, &m, &llmir::printer::PrintOptions { generic, debug_info: debug });
            print!("{out}");
        }
        Err(ds) => {
            for d in ds { eprintln!("{}: error: {} {:?}", path, d.message, d.span); }
            std::process::exit(1);
        }
    }
}
