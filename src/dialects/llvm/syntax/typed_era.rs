//! The custom forms of the typed-pointer era (../shared/spec/llvm-dialect.md):
//! `llvm.load %p : !llvm.ptr<f32>`, `llvm.store %v, %p : !llvm.ptr<f32>` and
//! `llvm.getelementptr %p[%i] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>`.
//! Today's forms spell out the loaded type, the stored type and the GEP's
//! element type; the older ones take it from the pointer's pointee. Typed
//! pointers become opaque while parsing (the parser keeps the last pointee
//! aside in `PState::last_pointee`), so these ops read into today's ops.
//!
//! They are tried (as the ops' `fallback` hook) only after today's form failed, reusing the op's own
//! format up to the part that differs.

use crate::ir::{AttrKind, Type};
use crate::ods::format::Elem;
use crate::parser::api::*;

/// Parses the typed-era form of `a.info`'s op into `p` (the `fallback` of
/// `llvm.load`, `llvm.store` and `llvm.getelementptr`).
pub fn parse<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    a: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let info = a.info;
    let Some(elems) = info.format.as_deref() else { return Err(err_here(inp, "no typed-pointer form")) };
    let Some(colon) = elems.iter().position(|e| matches!(e, Elem::Literal(":"))) else {
        return Err(err_here(inp, "no typed-pointer form"));
    };
    parse_elems(inp, subs, p, &elems[..=colon])?;
    let rest = &elems[colon + 1..];
    match info.def.name {
        // `: qualified(type($addr))` then no `-> type($res)`.
        "llvm.load" => {
            let pointer = rest.first().ok_or_else(|| err_here(inp, "expected type"))?;
            let pointee = pointee_of(inp, subs, p, pointer)?;
            set_result(p, "res", pointee);
        }
        // No `type($value) ,` before `qualified(type($addr))`.
        "llvm.store" => {
            let pointer = rest.last().ok_or_else(|| err_here(inp, "expected type"))?;
            let pointee = pointee_of(inp, subs, p, pointer)?;
            set_operand(p, "value", pointee);
        }
        // `functional-type(operands, results)` then no `, $elem_type`: the
        // element type is the base pointer's pointee.
        "llvm.getelementptr" => {
            let fty = rest.first().ok_or_else(|| err_here(inp, "expected type"))?;
            let save = inp.save();
            if !matches!(inp.peek(), Some(t) if t.kind == Kind::LParen) {
                return Err(err_here(inp, "expected '('"));
            }
            inp.skip();
            let elem = pointee_of_next_type(inp, subs)?;
            inp.rewind(save);
            parse_elem(inp, subs, p, fty)?;
            let st = st(inp);
            let a = st.ctx.attr(AttrKind::Type(elem));
            p.set_prop(st, "elem_type", a);
        }
        _ => return Err(err_here(inp, "no typed-pointer form")),
    }
    Ok(())
}

/// Parses the type element `e` and returns the pointee of the typed pointer
/// it spelled.
fn pointee_of<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    e: &Elem,
) -> Result<Type, E::Error> {
    st(inp).last_pointee = None;
    parse_elem(inp, subs, p, e)?;
    st(inp).last_pointee.take().ok_or_else(|| err_here(inp, "expected a typed pointer such as '!llvm.ptr<f32>'"))
}

/// Parses one type and returns its pointee.
fn pointee_of_next_type<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<Type, E::Error> {
    st(inp).last_pointee = None;
    inp.parse(subs.ty.clone())?;
    st(inp).last_pointee.take().ok_or_else(|| err_here(inp, "expected a typed pointer such as '!llvm.ptr<f32>'"))
}

fn set_result(p: &mut OpParse<'_>, name: &str, t: Type) {
    if let Some(i) = p.def.result_index(name) {
        p.result_types[i] = Some(vec![t]);
    }
}

fn set_operand(p: &mut OpParse<'_>, name: &str, t: Type) {
    if let Some(i) = p.def.operand_index(name) {
        p.operand_types[i] = Some(vec![t]);
    }
}
