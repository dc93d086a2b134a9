//! The LLVM dialect's hand-written syntax, registered as rows of the
//! parser's and printer's `api`: the ops MLIR parses and prints in C++
//! (`calls`, `symbols` and their printing twins), the `custom<...>`
//! directives of its formats (`directives`, `print_directives`), the
//! typed-pointer era's forms (`typed_era`), type inference rules (`infer`)
//! and the checks of its attributes as they are read (`attr_check`).

mod attr_check;
mod calls;
mod directives;
mod infer;
mod print_calls;
mod print_common;
mod print_directives;
mod print_symbols;
mod struct_check;
mod symbols;
mod typed_era;

use crate::parser::api::{parse_hook, DialectSyntax, OpSyntax};
use crate::printer::api::{DialectPrint, OpPrint};

/// A row with only a type inference rule.
const fn infer_row(op: &'static str, rule: crate::parser::api::InferFn) -> OpSyntax {
    OpSyntax { op, parse: None, slots: (0, 0, 0), fallback: None, infer: Some(rule) }
}

/// The LLVM dialect's parsing rows.
pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[
        OpSyntax { op: "llvm.icmp", parse: Some(parse_hook!(calls::parse_cmp)), slots: (2, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "llvm.fcmp", parse: Some(parse_hook!(calls::parse_cmp)), slots: (2, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "llvm.alloca", parse: Some(parse_hook!(calls::parse_alloca)), slots: (1, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "llvm.call", parse: Some(parse_hook!(calls::parse_call)), slots: (1, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "llvm.invoke", parse: Some(parse_hook!(calls::parse_invoke)), slots: (3, 2, 1), ..OpSyntax::NONE },
        OpSyntax {
            op: "llvm.landingpad",
            parse: Some(parse_hook!(calls::parse_landingpad)),
            slots: (1, 0, 1),
            ..OpSyntax::NONE
        },
        OpSyntax { op: "llvm.func", parse: Some(parse_hook!(symbols::parse_function)), ..OpSyntax::NONE },
        OpSyntax { op: "llvm.mlir.global", parse: Some(parse_hook!(symbols::parse_global)), ..OpSyntax::NONE },
        OpSyntax { op: "llvm.load", fallback: Some(parse_hook!(typed_era::parse)), ..OpSyntax::NONE },
        OpSyntax { op: "llvm.store", fallback: Some(parse_hook!(typed_era::parse)), ..OpSyntax::NONE },
        OpSyntax { op: "llvm.getelementptr", fallback: Some(parse_hook!(typed_era::parse)), ..OpSyntax::NONE },
        infer_row("llvm.select", infer::select),
        infer_row("llvm.cmpxchg", infer::cmpxchg),
        infer_row("llvm.atomicrmw", infer::atomicrmw),
        infer_row("llvm.cond_br", infer::cond_br),
        infer_row("llvm.extractelement", infer::extractelement),
        infer_row("llvm.insertelement", infer::insertelement),
        infer_row("llvm.insertvalue", infer::insertvalue),
        infer_row("llvm.intr.vector.insert", infer::vector_insert),
        infer_row("llvm.shufflevector", infer::shufflevector),
        infer_row("llvm.intr.invariant.end", infer::invariant_end),
        infer_row("llvm.intr.coro.suspend", infer::coro_suspend),
        infer_row("llvm.intr.expect", infer::expect),
        infer_row("llvm.intr.expect.with.probability", infer::expect),
        infer_row("llvm.intr.ssa.copy", infer::ssa_copy),
        infer_row("llvm.freeze", infer::freeze),
    ],
    // The typed-pointer era's null pointer constant is today's zero value.
    op_aliases: &[("llvm.mlir.null", "llvm.mlir.zero")],
    directives: &[
        ("LLVMOpAttrs", parse_hook!(directives::op_attrs)),
        ("OverflowFlags", parse_hook!(directives::overflow_flags)),
        ("GEPIndices", parse_hook!(directives::gep_indices)),
        ("InsertExtractValueElementType", parse_hook!(directives::insert_extract_value_element_type)),
        ("ShuffleType", parse_hook!(directives::shuffle_type)),
        ("SwitchOpCases", parse_hook!(directives::switch_cases)),
    ],
    stripped_attr: None,
    attr_check: Some(attr_check::check),
};

/// Whether a call's callee is there: the `callee` property of a direct
/// call, or the first operand of an indirect one.
fn call_printable(ctx: &crate::ir::Context, _: &crate::ir::Body, d: &crate::ir::OpData) -> bool {
    d.properties.and_then(|p| ctx.dict_get_str(p, "callee")).is_some() || !d.operands.is_empty()
}

/// The LLVM dialect's printing rows.
pub const PRINT: DialectPrint = DialectPrint {
    ops: &[
        OpPrint { op: "llvm.icmp", print: Some(print_calls::print_cmp), ..OpPrint::NONE },
        OpPrint { op: "llvm.fcmp", print: Some(print_calls::print_cmp), ..OpPrint::NONE },
        OpPrint { op: "llvm.alloca", print: Some(print_calls::print_alloca), ..OpPrint::NONE },
        OpPrint { op: "llvm.call", print: Some(print_calls::print_call), printable: Some(call_printable), ..OpPrint::NONE },
        OpPrint {
            op: "llvm.invoke",
            print: Some(print_calls::print_invoke),
            printable: Some(call_printable),
            ..OpPrint::NONE
        },
        OpPrint { op: "llvm.landingpad", print: Some(print_calls::print_landingpad), ..OpPrint::NONE },
        OpPrint { op: "llvm.func", print: Some(print_symbols::print_function), ..OpPrint::NONE },
        OpPrint { op: "llvm.mlir.global", print: Some(print_symbols::print_global), ..OpPrint::NONE },
    ],
    directives: &[
        ("LLVMOpAttrs", print_directives::op_attrs),
        ("OverflowFlags", print_directives::overflow_flags),
        ("GEPIndices", print_directives::gep_indices),
        ("SwitchOpCases", print_directives::switch_cases),
    ],
    stripped_attr: None,
    aliased_attrs: ALIASED,
};

/// Mnemonics of the LLVM dialect's attributes that MLIR 19 prints as
/// aliases named by the mnemonic (`LLVMOpAsmDialectInterface::getAlias`).
const ALIASED: &[&str] = &[
    "access_group",
    "alias_scope",
    "alias_scope_domain",
    "di_basic_type",
    "di_common_block",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_file",
    "di_global_variable",
    "di_global_variable_expression",
    "di_imported_entity",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_string_type",
    "di_subprogram",
    "di_subroutine_type",
    "loop_annotation",
    "loop_vectorize",
    "loop_interleave",
    "loop_unroll",
    "loop_unroll_and_jam",
    "loop_licm",
    "loop_distribute",
    "loop_pipeline",
    "loop_peeled",
    "loop_unswitch",
    "tbaa_root",
    "tbaa_tag",
    "tbaa_type_desc",
];
