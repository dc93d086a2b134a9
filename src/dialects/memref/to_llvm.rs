//! Lowering memref into the LLVM dialect (MLIR 19's `MemRefToLLVM`): the
//! `finalize-memref-to-llvm` pass (options `use-aligned-alloc`,
//! `use-generic-functions`, `index-bitwidth`) and the memref rows of
//! `convert-to-llvm`.
//!
//! A ranked memref becomes its descriptor `(allocated ptr, aligned ptr,
//! offset, sizes[R], strides[R])`, an unranked one `(rank, ptr to a ranked
//! descriptor)`. The ops are built in MLIR's order so values number alike.
//! Allocation (`alloc.rs`), element access and metadata (`access.rs`) and
//! globals (`globals.rs`) are apart; this file holds the rows, the pass and
//! the glue every lowering shares.
//!
//! Left as they are, as mlir-opt-19 leaves them (the pass is a partial
//! conversion): `realloc` (MLIR's `expand-realloc` rewrites it first),
//! `subview`, `expand_shape` and `collapse_shape` (`expand-strided-metadata`
//! first).
//!
//! The index width is the option's, or with 0 the data layout's at the
//! converted op (`#dlti.dl_entry<index, 32 : i32>`).

use crate::conversion::api::{
    apply_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, DialectLowering, Legality, LowerOptions, Mode,
    OpLowering, INDEX_BITWIDTH,
};
use crate::ir::{Op, TypeKind, Value};
use crate::passes::api::{OptKind, OptionSpec, Pass, PassCx, PassFailed, PassInfo};

use super::build::MemOpts;
use super::{access, alloc, copy, globals, regions, reinterpret, views};

/// One op's lowering given the pass options.
pub type MemLowerFn = fn(&mut ConversionRewriter<'_>, Op, &[Value], &MemOpts) -> bool;

/// The lowerings, by op.
pub const ROWS: &[(&str, MemLowerFn)] = &[
    ("memref.alloc", alloc::alloc),
    ("memref.alloca", alloc::alloca),
    ("memref.dealloc", alloc::dealloc),
    ("memref.load", access::load),
    ("memref.store", access::store),
    ("memref.dim", access::dim),
    ("memref.rank", access::rank),
    ("memref.cast", access::cast),
    ("memref.extract_aligned_pointer_as_index", access::extract_aligned_pointer),
    ("memref.extract_strided_metadata", access::extract_strided_metadata),
    ("memref.assume_alignment", access::assume_alignment),
    ("memref.atomic_rmw", access::atomic_rmw),
    ("memref.global", globals::global),
    ("memref.get_global", globals::get_global),
    ("memref.view", views::view),
    ("memref.transpose", views::transpose),
    ("memref.copy", copy::copy),
    ("memref.generic_atomic_rmw", regions::generic_atomic_rmw),
    ("memref.alloca_scope", regions::alloca_scope),
    ("memref.reinterpret_cast", reinterpret::reinterpret_cast),
    ("memref.memory_space_cast", reinterpret::memory_space_cast),
    ("memref.reshape", reinterpret::reshape),
    ("memref.prefetch", access::prefetch),
];

/// A row of [`ROWS`] with the default options (the `convert-to-llvm` route).
macro_rules! default_row {
    ($name:literal, $f:path) => {
        OpLowering {
            op: $name,
            lower: |rw, op, vals| $f(rw, op, vals, &MemOpts::default()),
        }
    };
}

/// The memref rows of `convert-to-llvm`: [`ROWS`], but `generic_atomic_rmw`,
/// `alloca_scope`s with results and a dynamic `reshape` only in an
/// `llvm.func` (`regions::in_llvm_func`): mlir-opt-19's `convert-to-llvm`
/// leaves them in a `func.func` (upstream memref-to-llvm.mlir's
/// `CHECK-INTERFACE` run, test/lit/conversion/memref-to-llvm-regions.mlir;
/// on some atomic bodies it crashes), and a `reshape` whose sizes are read
/// from a static shape operand everywhere
/// (`reinterpret::reshape_for_interface`).
pub const LOWER: DialectLowering = DialectLowering {
    convert_to_llvm: true,
    ops: &[
        default_row!("memref.alloc", alloc::alloc),
        default_row!("memref.alloca", alloc::alloca),
        default_row!("memref.dealloc", alloc::dealloc),
        default_row!("memref.load", access::load),
        default_row!("memref.store", access::store),
        default_row!("memref.dim", access::dim),
        default_row!("memref.rank", access::rank),
        default_row!("memref.cast", access::cast),
        default_row!("memref.extract_aligned_pointer_as_index", access::extract_aligned_pointer),
        default_row!("memref.extract_strided_metadata", access::extract_strided_metadata),
        default_row!("memref.assume_alignment", access::assume_alignment),
        default_row!("memref.atomic_rmw", access::atomic_rmw),
        default_row!("memref.global", globals::global),
        default_row!("memref.get_global", globals::get_global),
        default_row!("memref.view", views::view),
        default_row!("memref.transpose", views::transpose),
        default_row!("memref.copy", copy::copy),
        default_row!("memref.alloca_scope", regions::alloca_scope_without_results),
        default_row!("memref.generic_atomic_rmw", regions::generic_atomic_rmw_in_llvm_func),
        default_row!("memref.reinterpret_cast", reinterpret::reinterpret_cast),
        default_row!("memref.memory_space_cast", reinterpret::memory_space_cast),
        default_row!("memref.reshape", reinterpret::reshape_for_interface),
        default_row!("memref.prefetch", access::prefetch),
    ],
};

/// `finalize-memref-to-llvm`.
pub const PASS: PassInfo = PassInfo {
    argument: "finalize-memref-to-llvm",
    name: "FinalizeMemRefToLLVMConversionPass",
    summary: "Finalize MemRef dialect to LLVM dialect conversion",
    anchor: None,
    options: &[
        OptionSpec {
            name: "use-aligned-alloc",
            help: "Use aligned_alloc in place of malloc for heap allocations",
            default: "false",
            kind: OptKind::Bool,
        },
        INDEX_BITWIDTH,
        OptionSpec {
            name: "use-generic-functions",
            help: "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions",
            default: "false",
            kind: OptKind::Bool,
        },
    ],
    create: |options| {
        Box::new(Finalize {
            opts: MemOpts {
                aligned_alloc: options.bool("use-aligned-alloc"),
                generic_functions: options.bool("use-generic-functions"),
            },
            index_bitwidth: options.int("index-bitwidth").clamp(0, 1 << 16) as u32,
        })
    },
};

struct Finalize {
    opts: MemOpts,
    index_bitwidth: u32,
}

/// A row with the pass's options.
struct Row {
    op: &'static str,
    lower: MemLowerFn,
    opts: MemOpts,
}

impl ConversionPattern for Row {
    fn root(&self) -> &str {
        self.op
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        (self.lower)(rw, op, operands, &self.opts)
    }
}

impl Pass for Finalize {
    fn run(&mut self, cx: &mut PassCx<'_>, root: Op) -> Result<(), PassFailed> {
        let mut target = ConversionTarget::default();
        target.dialect("llvm", Legality::Legal);
        let patterns: Vec<Box<dyn ConversionPattern>> =
            ROWS.iter().map(|&(op, lower)| Box::new(Row { op, lower, opts: self.opts }) as Box<dyn ConversionPattern>).collect();
        let opts = LowerOptions { index_bitwidth: self.index_bitwidth, ..LowerOptions::default() };
        let opts = crate::conversion::api::with_layout_index(cx.ctx, &cx.module.body, root, opts);
        let converter = crate::conversion::api::llvm_type_converter(opts);
        let body = &mut cx.module.body;
        let first_new = body.ops.len();
        let result = apply_conversion(cx.ctx, body, root, &target, &converter, &patterns, Mode::Partial);
        drop_unused_casts(cx.ctx, body, first_new);
        crate::conversion::api::report_conversion(cx, result)
    }
}

/// Casts this conversion made that nothing uses any more (a descriptor's
/// cast back to its memref once every user was lowered): MLIR drops its
/// unused materializations too. A cast of a memref to its descriptor stays
/// while the memref has another live user (MLIR's mapping makes the cast
/// stand for the memref, and `computeNecessaryMaterializations` keeps it):
/// a loop-carried memref that `scf.yield` passes on keeps the cast a dead
/// `memref.cast` had asked for.
fn drop_unused_casts(ctx: &mut crate::ir::Context, body: &mut crate::ir::Body, first_new: usize) {
    let cast = ctx.ident("builtin.unrealized_conversion_cast");
    let mut changed = true;
    while changed {
        changed = false;
        let mut used = vec![false; body.values.len()];
        // Uses by ops other than this conversion's casts.
        let mut used_by_others = vec![false; body.values.len()];
        for (i, o) in body.ops.iter().enumerate().filter(|(_, o)| o.parent.is_some()) {
            let made_cast = i >= first_new && o.name == cast;
            for &v in o.operands.iter() {
                used[v.index()] = true;
                if !made_cast {
                    used_by_others[v.index()] = true;
                }
            }
        }
        for i in (first_new..body.ops.len()).rev() {
            let op = Op(i as u32);
            let d = body.op(op);
            if d.name != cast || d.parent.is_none() || d.results().any(|r| used[r.index()]) {
                continue;
            }
            let keeps_memref = d.operands.iter().any(|&v| {
                let memref = matches!(ctx.type_kind(body.value(v).ty), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. });
                memref && used_by_others[v.index()]
            });
            if !keeps_memref {
                body.erase_op(op);
                changed = true;
            }
        }
    }
}
