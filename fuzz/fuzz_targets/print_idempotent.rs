//! Printing is a fixpoint: a module that parses and verifies prints some
//! text; that text must parse again and print the same text (custom and
//! generic form), as `mlir-opt` output read by `mlir-opt` does.
#![no_main]

use libfuzzer_sys::fuzz_target;
use llmir::ir::Context;
use llmir::parser::{parse, ParseOptions};
use llmir::printer::{print_module, PrintOptions};

/// Parses and verifies `text` (unregistered ops allowed, as a round trip
/// through `mlir-opt --allow-unregistered-dialect` would).
fn parse_verified(text: &str) -> Option<(Context, llmir::ir::Module)> {
    let popts = ParseOptions { allow_unregistered: true };
    let mut ctx = Context::new();
    let module = parse(&mut ctx, text, &popts).ok()?;
    if llmir::verify::verify(&ctx, &module).iter().any(|d| d.is_error()) {
        return None;
    }
    Some((ctx, module))
}

/// Output MLIR 19 itself prints in a form it cannot read back, which llmir
/// prints the same way: the three inheritance flags of a debug-info type
/// share one value, printed bare (`flags = SingleInheritance|...`), and a
/// bare flag list does not parse (see test/lit/attributes/llvm-di-canonical.mlir).
fn mlir_prints_unreadable(text: &str) -> bool {
    text.contains("flags = SingleInheritance|MultipleInheritance|VirtualInheritance")
}

// The input is parsed once and printed in both forms: most mutated inputs
// fail to parse, and parsing them once per form doubled the cost of an
// execution for nothing.
fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Some((ctx, module)) = parse_verified(text) else { return };
    for generic in [false, true] {
        let opts = PrintOptions { generic, ..Default::default() };
        let once = print_module(&ctx, &module, &opts);
        match parse_verified(&once) {
            Some((ctx2, module2)) => {
                let twice = print_module(&ctx2, &module2, &opts);
                assert_eq!(once, twice, "printing is not a fixpoint (generic: {generic})");
            }
            None if mlir_prints_unreadable(&once) => {}
            None => panic!("llmir's own output does not parse and verify (generic: {generic}):\n{once}"),
        }
    }
});
