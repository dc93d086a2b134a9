//! A module that parses and verifies translates to LLVM IR or gets a
//! diagnostic: never a panic, and never an LLVM abort (LLVM's verifier runs
//! on what llmir built).
#![no_main]

use libfuzzer_sys::fuzz_target;
use llmir::emit::{emit, EmitOptions, OutputKind};
use llmir::ir::Context;
use llmir::parser::{parse, ParseOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut ctx = Context::new();
    let Ok(module) = parse(&mut ctx, text, &ParseOptions { allow_unregistered: false }) else { return };
    if llmir::verify::verify(&ctx, &module).iter().any(|d| d.is_error()) {
        return;
    }
    let _ = emit(&ctx, &module, OutputKind::LlvmIr, &EmitOptions::default());
});
