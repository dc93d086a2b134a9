//! Any text: parsing, verifying and printing (custom and generic) must not
//! panic, whatever the input; a module that parses and verifies must print.
#![no_main]

use libfuzzer_sys::fuzz_target;
use llmir::ir::Context;
use llmir::parser::{parse, ParseOptions};
use llmir::printer::{print_module, PrintOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for allow_unregistered in [false, true] {
        let mut ctx = Context::new();
        let Ok(module) = parse(&mut ctx, text, &ParseOptions { allow_unregistered }) else { continue };
        let diags = llmir::verify::verify(&ctx, &module);
        let _ = print_module(&ctx, &module, &PrintOptions::default());
        if diags.iter().all(|d| !d.is_error()) {
            let _ = print_module(&ctx, &module, &PrintOptions { generic: true, ..Default::default() });
        }
    }
});
