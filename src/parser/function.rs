//! Function signatures, shared by every function-like op's hand-written
//! form (MLIR's `function_interface_impl`): the symbol name, the argument
//! list (named with locations, or types only, or `...`), results with
//! their attributes, the `arg_attrs`/`res_attrs` properties, and the body
//! whose entry block takes the named arguments.

use super::ast::{LocAst, RegionAst, TokIdx};
use super::cursor::*;
use super::extra::{Cursor, Subs, G, P};
use super::literals::symbol_name;
use super::op_parse::OpParse;
use crate::ir::{Attr, AttrKind, Context, Type};
use crate::lexer::Kind;

/// `@name` as a string.
pub fn parse_symbol_name<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<String, E::Error> {
    let t = expect_kind(inp, Kind::AtId, "symbol name")?;
    let n = symbol_name(t.text(subs.src)).map_err(|m| err_here(inp, m))?;
    Ok(String::from_utf8_lossy(&n).into_owned())
}

/// The op's `sym_name`, with MLIR's message when it is missing.
pub fn sym_name<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
    if peek_kind(inp) != Kind::AtId {
        let at = inp.cursor();
        return Err(err_at(inp, &at, "expected valid '@'-identifier for symbol name"));
    }
    let name = parse_symbol_name(inp, subs)?;
    let s = st(inp);
    let a = s.ctx.string_attr(&name);
    p.set_prop(s, "sym_name", a);
    Ok(())
}

/// `(%arg0: T {attrs} loc(..), ...)`, `(T {attrs}, ...)`, `(..., ...)`.
pub struct Signature {
    pub args: Vec<(TokIdx, Type, Option<LocAst>)>,
    pub named: bool,
    pub arg_types: Vec<Type>,
    pub arg_attrs: Vec<Attr>,
    pub variadic: bool,
    pub results: Vec<Type>,
    pub res_attrs: Vec<Attr>,
}

fn opt_dict<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<Attr, E::Error> {
    if peek_kind(inp) == Kind::LBrace {
        inp.parse(subs.dict.clone())
    } else {
        Ok(st(inp).ctx.empty_dict())
    }
}

pub fn signature<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, allow_variadic: bool) -> Result<Signature, E::Error> {
    let mut sig = Signature {
        args: Vec::new(),
        named: false,
        arg_types: Vec::new(),
        arg_attrs: Vec::new(),
        variadic: false,
        results: Vec::new(),
        res_attrs: Vec::new(),
    };
    expect_kind(inp, Kind::LParen, "'('")?;
    if !eat_kind(inp, Kind::RParen) {
        loop {
            if peek_kind(inp) == Kind::Ellipsis {
                if !allow_variadic {
                    return Err(err_here(inp, "variadic arguments are not allowed"));
                }
                inp.skip();
                sig.variadic = true;
                if eat_kind(inp, Kind::Comma) {
                    return Err(err_here(inp, "variadic arguments must be in the end of the argument list"));
                }
                expect_kind(inp, Kind::RParen, "')'")?;
                break;
            }
            if peek_kind(inp) == Kind::ValueId {
                // A location right after the type (no attributes) is read
                // with the argument.
                let (tok, ty, early_loc) = inp.parse(subs.block_arg.clone())?;
                sig.named = true;
                let attrs = opt_dict(inp, subs)?;
                // The location comes after the attributes in MLIR's order.
                let loc = if peek_is_kw(inp, subs.src, "loc") { Some(inp.parse(loc_parser(subs))?) } else { early_loc };
                sig.args.push((tok, ty, loc));
                sig.arg_types.push(ty);
                sig.arg_attrs.push(attrs);
            } else {
                let ty = inp.parse(subs.ty.clone())?;
                let attrs = opt_dict(inp, subs)?;
                if peek_is_kw(inp, subs.src, "loc") {
                    let _ = inp.parse(loc_parser(subs))?;
                }
                sig.arg_types.push(ty);
                sig.arg_attrs.push(attrs);
            }
            if eat_kind(inp, Kind::Comma) {
                continue;
            }
            expect_kind(inp, Kind::RParen, "')'")?;
            break;
        }
    }
    if eat_kind(inp, Kind::Arrow) {
        if eat_kind(inp, Kind::LParen) {
            if !eat_kind(inp, Kind::RParen) {
                loop {
                    sig.results.push(inp.parse(subs.ty.clone())?);
                    sig.res_attrs.push(opt_dict(inp, subs)?);
                    if eat_kind(inp, Kind::Comma) {
                        continue;
                    }
                    expect_kind(inp, Kind::RParen, "')'")?;
                    break;
                }
            }
        } else {
            // Without parentheses a result has no attributes: a `{` here
            // starts the body.
            sig.results.push(inp.parse(subs.ty.clone())?);
            let empty = st(inp).ctx.empty_dict();
            sig.res_attrs.push(empty);
        }
    }
    Ok(sig)
}

fn loc_parser<'a, E: G<'a>>(subs: &Subs<'a, E>) -> P<'a, E, LocAst> {
    subs.location.clone()
}

/// An array of argument dictionaries, or `None` when all are empty.
fn attr_array(ctx: &mut Context, dicts: &[Attr]) -> Option<Attr> {
    let empty = ctx.empty_dict();
    if dicts.iter().all(|&d| d == empty) {
        return None;
    }
    Some(ctx.attr(AttrKind::Array(dicts.into())))
}

/// `arg_attrs` and `res_attrs` from a signature, when any is non-empty.
pub fn arg_and_result_attrs<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, p: &mut OpParse<'_>, sig: &Signature) {
    let s = st(inp);
    if let Some(a) = attr_array(&mut s.ctx, &sig.arg_attrs) {
        p.set_prop(s, "arg_attrs", a);
    }
    if let Some(a) = attr_array(&mut s.ctx, &sig.res_attrs) {
        p.set_prop(s, "res_attrs", a);
    }
}

/// The body, if a `{` follows, into region 0: its entry block takes the
/// signature's named arguments. No body is an empty region (a declaration).
pub fn function_body<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    sig: Signature,
) -> Result<(), E::Error> {
    if peek_kind(inp) == Kind::LBrace {
        let mut r = inp.parse(subs.region.clone())?;
        // Unnamed arguments (`@f(f32) {^bb0(%a: f32): ...}`): the body's own
        // entry block stands, as in MLIR; the verifier matches it against
        // the signature.
        if !sig.named && !sig.arg_types.is_empty() {
            p.regions[0] = Some(r);
            return Ok(());
        }
        match r.blocks.first_mut() {
            Some(b) if b.label.is_none() => b.args = sig.args,
            Some(_) | None if sig.args.is_empty() => {}
            // `{ }` after named arguments: MLIR makes the entry block of
            // them anyway (and its verifier finds it empty).
            None => r.blocks.push(super::ast::BlockAst { label: None, args: sig.args, ops: Vec::new() }),
            Some(b) => {
                let label = b.label.unwrap_or_default();
                return Err(super::cursor::named_region_label_err(inp, label));
            }
        }
        p.regions[0] = Some(r);
    } else {
        p.regions[0] = Some(RegionAst::default());
    }
    Ok(())
}

/// The whole form of a function-like op without a custom prefix (MLIR's
/// `function_interface_impl::parseFunctionOp`, as `func.func` and
/// `transform.named_sequence` use it): `[private|public|nested] @name
/// (signature) [attributes {...}] [{body}]`. The visibility keyword is
/// read once, as MLIR's `parseOptionalVisibilityKeyword` does.
pub fn function_op<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &super::extra::HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    if let Some(t) = inp.peek().filter(|t| t.kind == Kind::BareId && matches!(t.text(src), "private" | "public" | "nested")) {
        inp.skip();
        let s = st(inp);
        let a = s.ctx.string_attr(t.text(src));
        p.set_prop(s, "sym_visibility", a);
    }
    sym_name(inp, subs, p)?;
    let sig = signature(inp, subs, false)?;
    let s = st(inp);
    let fty = s.ctx.ty(crate::ir::TypeKind::Function { inputs: sig.arg_types.clone().into(), results: sig.results.clone().into() });
    let fa = s.ctx.attr(AttrKind::Type(fty));
    p.set_prop(s, "function_type", fa);
    arg_and_result_attrs(inp, p, &sig);
    if eat_kw(inp, src, "attributes") {
        parse_opt_dict(inp, subs, p)?;
    }
    function_body(inp, subs, p, sig)
}
