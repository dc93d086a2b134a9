//! The func dialect's hand-written parsing: `func.func` (MLIR's
//! `FuncOp::parse`, on the engine's function signatures) and the types
//! `func.call_indirect` takes from its callee.

use crate::ir::{AttrKind, Context, TypeKind};
use crate::parser::api::*;

/// `func.func [private|public|nested] @name(signature) [attributes {...}]
/// [{body}]`.
pub fn parse_func<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    while let Some(t) = inp.peek().filter(|t| t.kind == Kind::BareId && matches!(t.text(src), "private" | "public" | "nested")) {
        inp.skip();
        let s = st(inp);
        let a = s.ctx.string_attr(t.text(src));
        p.set_prop(s, "sym_visibility", a);
    }
    sym_name(inp, subs, p)?;
    let sig = signature(inp, subs, false)?;
    let s = st(inp);
    let fty = s.ctx.ty(TypeKind::Function { inputs: sig.arg_types.clone().into(), results: sig.results.clone().into() });
    let fa = s.ctx.attr(AttrKind::Type(fty));
    p.set_prop(s, "function_type", fa);
    arg_and_result_attrs(inp, p, &sig);
    if eat_kw(inp, src, "attributes") {
        parse_opt_dict(inp, subs, p)?;
    }
    function_body(inp, subs, p, sig)
}

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
        OpSyntax { op: "func.func", parse: Some(parse_hook!(parse_func)), ..OpSyntax::NONE },
        OpSyntax { op: "func.call_indirect", infer: Some(infer_call_indirect), ..OpSyntax::NONE },
    ],
    ..DialectSyntax::EMPTY
};
