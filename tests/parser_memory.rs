//! A parse frees everything it built but the module: the grammar of one
//! source text must not outlive it (chumsky's recursive rules used to own
//! themselves, leaking tens of kilobytes per parse). The fuzz targets parse
//! millions of inputs in one process and rely on this; so does the
//! language server, which reparses on every edit.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};

use llmir::ir::Context;
use llmir::parser::{parse, ParseOptions};

/// The system allocator, counting the bytes currently allocated.
struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Every recursive rule of the grammar: nested types, attributes inside
/// types, locations inside locations, ops inside regions.
const VALID: &str = r#"
#loc = loc("a.c":1:2)
module {
  llvm.func @f(%arg0: !llvm.struct<(i32, array<4 x struct<(ptr, vec<2 x i8>)>>)>) -> i32 attributes {passthrough = [["a", "b"]]} {
    %0 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32> loc(fused<#loc>[callsite("x" at #loc), unknown])
    %1 = llvm.mlir.constant(1 : i32) : i32 loc(#loc)
    llvm.return %1 : i32
  }
  "t.op"() ({
    "t.inner"() ({ "t.end"() : () -> () }) : () -> ()
  }) : () -> ()
}
"#;

/// A syntax error: the second, diagnostic-rich grammar runs too.
const INVALID: &str = "module {\n  llvm.func @g() -> !llvm.struct<(i32, >\n}\n";

fn parse_many(text: &str, times: usize) {
    for _ in 0..times {
        let mut ctx = Context::new();
        let _ = parse(&mut ctx, text, &ParseOptions { allow_unregistered: true, ..Default::default() });
    }
}

#[test]
fn repeated_parses_do_not_grow_the_heap() {
    for text in [VALID, INVALID] {
        // The first parses may fill lazily built tables (op registry,
        // constraint caches) that live for the whole process.
        parse_many(text, 3);
        let before = LIVE.load(Ordering::Relaxed);
        parse_many(text, 200);
        let grown = LIVE.load(Ordering::Relaxed) - before;
        // A leaked grammar is 18-30 KB a parse, 4 MB over these 200.
        assert!(grown < 64 * 1024, "200 parses kept {grown} bytes alive");
    }
}
