//! The LLVM dialect's verification, registered in [`VERIFY`]: the ops'
//! own verifiers by theme ([`memory`], [`values`], [`control`],
//! [`globals`]), their symbol uses ([`symbols`]), the dialect's attributes
//! on any op ([`module_attrs`]), on function parameters ([`params`]) and
//! its metadata-list properties ([`tbaa`]).

mod control;
mod globals;
mod memory;
mod module_attrs;
mod params;
mod support;
mod symbols;
pub mod tbaa;
mod values;

use crate::ir::{Attr, Context, LlvmType, Op, TypeKind};
use crate::verify::api::{is_array_of, is_signless_int_attr, AttrClasses, AttrConstraint, Cx, DialectVerify, OpVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify {
    ops: OPS,
    op_attr: Some(module_attrs::op_attr),
    arg_attr: Some(params::arg_attr),
    result_attr: Some(params::result_attr),
    property: Some(tbaa::list_error),
    attr_classes: Some(AttrClasses { summary: class_summary, holds: is_of_class }),
    ..DialectVerify::EMPTY
};

/// The ODS summaries of the LLVM attribute classes inherent attributes
/// are declared with, as mlir-opt-19 words them: MLIR 19's
/// `TailCallKind` borrows the calling convention's words and the frame
/// pointer kind has none. Overflow flags are a property with no check.
fn class_summary(class: &str) -> Option<&'static str> {
    Some(match class {
        "llvm.fastmath" => "LLVM fastmath flags",
        "llvm.cconv" | "llvm.tailcallkind" => "LLVM Calling Convention specification",
        "llvm.linkage" => "LLVM Linkage specification",
        "llvm.framePointerKind" => "",
        _ => return None,
    })
}

/// An attribute of class `class` is that `#llvm.<mnemonic>` attribute.
fn is_of_class(ctx: &Context, class: &str, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), crate::ir::AttrKind::Dialect { name, .. } if ctx.str(*name) == class)
}

/// `OptionalAttr<LoopAnnotationAttr>`, whose ODS summary is empty (MLIR's
/// message ends in "constraint: ").
const LOOP_ANNOTATION: &[AttrConstraint] =
    &[AttrConstraint { attr: "loop_annotation", holds: is_loop_annotation, words: "" }];

fn is_loop_annotation(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), crate::ir::AttrKind::Dialect { name, .. } if ctx.str(*name) == "llvm.loop_annotation")
}

const fn on_entry(op: &'static str, verify: fn(&Cx, Op) -> Res) -> OpVerify {
    OpVerify { op, verify: Some(verify), ..OpVerify::NONE }
}

static OPS: &[OpVerify] = &[
    OpVerify { op: "llvm.br", attr_constraints: LOOP_ANNOTATION, ..OpVerify::NONE },
    OpVerify { op: "llvm.cond_br", attr_constraints: LOOP_ANNOTATION, ..OpVerify::NONE },
    OpVerify {
        op: "llvm.func",
        verify: Some(control::func),
        attr_constraints: &[AttrConstraint {
            attr: "function_type",
            holds: is_llvm_function_type,
            words: "type attribute of LLVM function type",
        }],
        ..OpVerify::NONE
    },
    OpVerify {
        op: "llvm.mlir.global",
        verify: Some(globals::global),
        verify_regions: Some(globals::global_region),
        attr_constraints: &[AttrConstraint {
            attr: "addr_space",
            holds: non_negative,
            words: "32-bit signless integer attribute whose value is non-negative",
        }],
        ..OpVerify::NONE
    },
    OpVerify {
        op: "llvm.mlir.global_ctors",
        verify: Some(globals::ctors),
        symbol_uses: Some(symbols::ctors),
        attr_constraints: &CTORS,
        ..OpVerify::NONE
    },
    OpVerify {
        op: "llvm.mlir.global_dtors",
        verify: Some(globals::dtors),
        symbol_uses: Some(symbols::dtors),
        attr_constraints: &DTORS,
        ..OpVerify::NONE
    },
    OpVerify { op: "llvm.comdat", verify_regions: Some(globals::comdat_region), ..OpVerify::NONE },
    on_entry("llvm.linker_options", globals::linker_options),
    OpVerify { op: "llvm.mlir.addressof", symbol_uses: Some(symbols::addressof), ..OpVerify::NONE },
    on_entry("llvm.load", memory::load),
    on_entry("llvm.store", memory::store),
    on_entry("llvm.atomicrmw", memory::atomicrmw),
    on_entry("llvm.cmpxchg", memory::cmpxchg),
    on_entry("llvm.fence", memory::fence),
    on_entry("llvm.alloca", memory::alloca),
    on_entry("llvm.getelementptr", memory::gep),
    on_entry("llvm.mlir.constant", values::constant),
    on_entry("llvm.mlir.zero", values::zero),
    on_entry("llvm.insertvalue", values::insertvalue),
    on_entry("llvm.extractvalue", values::extractvalue),
    on_entry("llvm.extractelement", values::extractelement),
    on_entry("llvm.insertelement", values::insertelement),
    on_entry("llvm.shufflevector", values::shufflevector),
    on_entry("llvm.intr.vector.insert", values::vector_insert),
    on_entry("llvm.intr.vector.extract", values::vector_extract),
    on_entry("llvm.intr.vector.interleave2", values::interleave2),
    on_entry("llvm.intr.masked.gather", values::masked_gather),
    on_entry("llvm.intr.masked.scatter", values::masked_scatter),
    on_entry("llvm.bitcast", values::bitcast),
    on_entry("llvm.zext", values::ext),
    on_entry("llvm.sext", values::ext),
    on_entry("llvm.return", control::ret),
    on_entry("llvm.switch", control::switch),
    on_entry("llvm.landingpad", control::landingpad),
    OpVerify { op: "llvm.call", verify: Some(control::call), symbol_uses: Some(symbols::call), ..OpVerify::NONE },
    on_entry("llvm.invoke", control::invoke_and_successors),
];

/// `TypeAttrOf<LLVM_FunctionType>`.
fn is_llvm_function_type(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), crate::ir::AttrKind::Type(t) if matches!(ctx.type_kind(*t), TypeKind::Llvm(LlvmType::Func { .. })))
}

/// `ConfinedAttr<I32Attr, [IntNonNegative]>`.
const CTORS: [AttrConstraint; 2] = structors("ctors");
const DTORS: [AttrConstraint; 2] = structors("dtors");

/// `FlatSymbolRefArrayAttr:$ctors` (or `$dtors`) and `I32ArrayAttr:$priorities`.
const fn structors(list: &'static str) -> [AttrConstraint; 2] {
    [
        AttrConstraint { attr: list, holds: is_flat_symbol_array, words: "flat symbol ref array attribute" },
        AttrConstraint { attr: "priorities", holds: is_i32_array, words: "32-bit integer array attribute" },
    ]
}

fn is_flat_symbol_array(ctx: &Context, a: Attr) -> bool {
    is_array_of(ctx, a, |ctx, item| matches!(ctx.attr_kind(item), crate::ir::AttrKind::SymbolRef { nested, .. } if nested.is_empty()))
}

fn is_i32_array(ctx: &Context, a: Attr) -> bool {
    is_array_of(ctx, a, |ctx, item| is_signless_int_attr(ctx, item, 32))
}

fn non_negative(ctx: &Context, a: Attr) -> bool {
    ctx.int_value(a).is_some_and(|i| i >= 0)
}
