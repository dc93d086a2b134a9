//! The func dialect's hand-written parsing: `func.func` is the engine's
//! function-like form ([`function_op`], MLIR's `parseFunctionOp`), and
//! `func.call_indirect` takes its types from its callee.

use crate::ir::{Context, TypeKind};
use crate::parser::api::*;

/// `func.call_indirect %f(%a) : (A) -> R`: operand and result types from
/// the callee's function type.
pub fn infer_call_indirect(ctx: &mut Context, p: &mut OpParse<'_>) {
    if let Some(f) = get(p, "callee") {
        if let TypeKind::Function { inputs, results } = ctx.type_kind(f).clone() {
            if let Some(i) = p.def.operand_index("callee_operands") {
                p.operand_types[i] = Some(inputs.to_vec());
            }
            if let Some(i) = p.def.result_index("results") {
                p.result_types[i] = Some(results.to_vec());
            }
        }
    }
}

/// The func dialect's parsing rows.
pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[
        OpSyntax { op: "func.func", parse: Some(parse_hook!(function_op)), ..OpSyntax::NONE },
        OpSyntax { op: "func.call_indirect", infer: Some(infer_call_indirect), ..OpSyntax::NONE },
    ],
    ..DialectSyntax::EMPTY
};
