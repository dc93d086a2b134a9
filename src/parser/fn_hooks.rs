//! Hand-written custom forms of the symbol-defining ops: `llvm.func`,
//! `func.func` and `llvm.mlir.global` (linkage and visibility keywords,
//! signatures with argument attributes, `attributes {...}`, bodies).

use chumsky::inspector::SimpleState;

use super::ast::*;
use super::custom_op::*;
use super::grammar::{Cursor, G};
use super::op_hooks::{enum_prop, parse_symbol_name, type_attr, unit_prop};
use super::state::PState;
use crate::ods::opdef::AttrType;
use crate::ir::{Attr, AttrKind, LlvmType, Type, TypeKind};
use crate::lexer::Kind;

fn st<'a, 'b, E: G<'a>>(inp: &'b mut Cursor<'a, '_, E>) -> &'b mut PState {
    let s: &mut SimpleState<PState> = inp.state();
    s
}

/// Leading keywords shared by functions and globals: linkage, visibility,
/// `thread_local`, `unnamed_addr`, calling convention, `constant`.
fn leading_keywords<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, src: &str, p: &mut OpParse<'_>) {
    let def = p.def;
    while let Some(t) = inp.peek().filter(|t| t.kind == Kind::BareId) {
        let w = t.text(src);
        let taken = match w {
            "thread_local" if def.attr("thread_local_").is_some() => {
                inp.skip();
                unit_prop(inp, p, "thread_local_");
                true
            }
            "constant" if def.attr("constant").is_some() => {
                inp.skip();
                unit_prop(inp, p, "constant");
                true
            }
            "private" | "public" | "nested" if def.name == "func.func" => {
                inp.skip();
                let s = st(inp);
                let a = s.ctx.string_attr(w);
                p.set_prop(s, "sym_visibility", a);
                true
            }
            _ => {
                let mut ok = false;
                for (name, ty) in [
                    ("linkage", AttrType::Dialect("llvm.linkage")),
                    ("visibility_", AttrType::I64Enum("Visibility")),
                    ("unnamed_addr", AttrType::I64Enum("UnnamedAddr")),
                    ("CConv", AttrType::Dialect("llvm.cconv")),
                ] {
                    if def.attr(name).is_some() {
                        let save = inp.save();
                        inp.skip();
                        if enum_prop(inp, p, name, ty, w) {
                            ok = true;
                            break;
                        }
                        inp.rewind(save);
                    }
                }
                ok
            }
        };
        if !taken {
            break;
        }
    }
}

fn sym_name<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
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
struct Signature {
    args: Vec<(TokIdx, Type, Option<LocAst>)>,
    named: bool,
    arg_types: Vec<Type>,
    arg_attrs: Vec<Attr>,
    variadic: bool,
    results: Vec<Type>,
    res_attrs: Vec<Attr>,
}

fn opt_dict<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<Attr, E::Error> {
    if peek_kind(inp) == Kind::LBrace {
        inp.parse(subs.dict.clone())
    } else {
        Ok(st(inp).ctx.empty_dict())
    }
}

fn signature<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, allow_variadic: bool) -> Result<Signature, E::Error> {
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

fn loc_parser<'a, E: G<'a>>(subs: &Subs<'a, E>) -> super::grammar::P<'a, E, LocAst> {
    subs.location.clone()
}

/// An array of argument dictionaries, or `None` when all are empty.
fn attr_array(ctx: &mut crate::ir::Context, dicts: &[Attr]) -> Option<Attr> {
    let empty = ctx.empty_dict();
    if dicts.iter().all(|&d| d == empty) {
        return None;
    }
    Some(ctx.attr(AttrKind::Array(dicts.into())))
}

/// `llvm.func` and `func.func`.
pub fn parse_function<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    let is_llvm = p.def.name == "llvm.func";
    leading_keywords(inp, src, p);
    let name_at = inp.cursor();
    sym_name(inp, subs, p)?;
    let sig = signature(inp, subs, is_llvm)?;
    let s = st(inp);
    let fty = if is_llvm {
        // MLIR builds the LLVM function type after the signature and
        // reports what stops it at the symbol name.
        let not_llvm = |ts: &[Type]| ts.iter().copied().find(|&t| !crate::verify::constraints::is_compatible(&s.ctx, t));
        let problem = if not_llvm(&sig.arg_types).is_some() {
            Some("expected LLVM type for function arguments".to_string())
        } else if let Some(t) = not_llvm(&sig.results) {
            Some(format!("expected LLVM type for function results'{}'", crate::printer::type_to_string(&s.ctx, t)))
        } else if sig.results.len() > 1 {
            Some("expected zero or one function result".to_string())
        } else {
            None
        };
        if let Some(problem) = problem {
            return Err(err_at(inp, &name_at, format!("failed to construct function type: {problem}")));
        }
        let s = st(inp);
        let ret = match sig.results.first() {
            Some(&t) => t,
            None => s.ctx.ty(TypeKind::Llvm(LlvmType::Void)),
        };
        s.ctx.ty(TypeKind::Llvm(LlvmType::Func { ret, params: sig.arg_types.clone().into(), vararg: sig.variadic }))
    } else {
        s.ctx.ty(TypeKind::Function { inputs: sig.arg_types.clone().into(), results: sig.results.clone().into() })
    };
    let s = st(inp);
    let fa = type_attr(&mut s.ctx, fty);
    p.set_prop(s, "function_type", fa);
    if let Some(a) = attr_array(&mut s.ctx, &sig.arg_attrs) {
        p.set_prop(s, "arg_attrs", a);
    }
    if let Some(a) = attr_array(&mut s.ctx, &sig.res_attrs) {
        p.set_prop(s, "res_attrs", a);
    }
    if is_llvm && eat_kw(inp, src, "vscale_range") {
        expect_kind(inp, Kind::LParen, "'('")?;
        let lo = expect_kind(inp, Kind::Int, "integer")?;
        expect_kind(inp, Kind::Comma, "','")?;
        let hi = expect_kind(inp, Kind::Int, "integer")?;
        expect_kind(inp, Kind::RParen, "')'")?;
        let s = st(inp);
        let lo_a = s.ctx.int_attr(lo.text(src).parse().unwrap_or(0), 32);
        let hi_a = s.ctx.int_attr(hi.text(src).parse().unwrap_or(0), 32);
        let a = vscale_attr(&mut s.ctx, lo_a, hi_a);
        p.set_prop(s, "vscale_range", a);
    }
    if is_llvm && eat_kw(inp, src, "comdat") {
        expect_kind(inp, Kind::LParen, "'('")?;
        let c = inp.parse(subs.attr.clone())?;
        expect_kind(inp, Kind::RParen, "')'")?;
        let s = st(inp);
        p.set_prop(s, "comdat", c);
    }
    if eat_kw(inp, src, "attributes") {
        super::op_hooks::parse_opt_dict(inp, subs, p)?;
    }
    if peek_kind(inp) == Kind::LBrace {
        let mut r = inp.parse(subs.region.clone())?;
        if !sig.named && !sig.arg_types.is_empty() {
            return Err(err_here(inp, "expected named arguments for a function with a body"));
        }
        match r.blocks.first_mut() {
            Some(b) if b.label.is_none() => b.args = sig.args,
            Some(_) | None if sig.args.is_empty() => {}
            _ => return Err(err_here(inp, "entry block of a function must not have a label")),
        }
        p.regions[0] = Some(r);
    } else {
        p.regions[0] = Some(RegionAst::default());
    }
    Ok(())
}

fn vscale_attr(ctx: &mut crate::ir::Context, lo: Attr, hi: Attr) -> Attr {
    use crate::ir::BodyItem;
    let name = ctx.ident("llvm.vscale_range");
    let mut t = |s: &str, spaced: bool| BodyItem::Text(ctx.ident(s), spaced);
    let items = vec![
        t("<", false),
        t("minRange", false),
        t("=", true),
        BodyItem::Attr(lo, true),
        t(",", false),
        t("maxRange", true),
        t("=", true),
        BodyItem::Attr(hi, true),
        t(">", false),
    ];
    ctx.attr(AttrKind::Dialect { name, body: Some(items.into()) })
}

/// `llvm.mlir.global [linkage] [visibility] [thread_local] [unnamed_addr]
/// [constant] @name(value) [comdat(...)] {attrs} [: type] [{initializer}]`.
pub fn parse_global<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>, p: &mut OpParse<'_>) -> Result<(), E::Error> {
    let src = subs.src;
    let name_at = inp.cursor();
    leading_keywords(inp, src, p);
    sym_name(inp, subs, p)?;
    expect_kind(inp, Kind::LParen, "'('")?;
    let mut value = None;
    if peek_kind(inp) != Kind::RParen {
        let v = inp.parse(subs.attr.clone())?;
        let s = st(inp);
        p.set_prop(s, "value", v);
        value = Some(v);
    }
    expect_kind(inp, Kind::RParen, "')'")?;
    if eat_kw(inp, src, "comdat") {
        expect_kind(inp, Kind::LParen, "'('")?;
        let c = inp.parse(subs.attr.clone())?;
        expect_kind(inp, Kind::RParen, "')'")?;
        let s = st(inp);
        p.set_prop(s, "comdat", c);
    }
    super::op_hooks::parse_opt_dict(inp, subs, p)?;
    let mut ty = None;
    if eat_kind(inp, Kind::Colon) {
        ty = Some(inp.parse(subs.ty.clone())?);
        if peek_kind(inp) == Kind::Comma {
            return Err(err_at(inp, &name_at, "expected zero or one type"));
        }
    }
    if ty.is_none() {
        let s = st(inp);
        if let Some(AttrKind::String { value, .. }) = value.map(|v| s.ctx.attr_kind(v).clone()) {
            let i8t = s.ctx.int_type(8);
            ty = Some(s.ctx.ty(TypeKind::Llvm(LlvmType::Array { len: value.len() as u64, elem: i8t })));
        }
    }
    let Some(ty) = ty else {
        return Err(err_at(inp, &name_at, "type can only be omitted for string globals"));
    };
    let s = st(inp);
    let ta = type_attr(&mut s.ctx, ty);
    p.set_prop(s, "global_type", ta);
    if peek_kind(inp) == Kind::LBrace {
        p.regions[0] = Some(inp.parse(subs.region.clone())?);
    } else {
        p.regions[0] = Some(RegionAst::default());
    }
    Ok(())
}
