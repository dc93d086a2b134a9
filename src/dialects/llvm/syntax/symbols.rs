//! The LLVM dialect's symbol-defining ops, as MLIR 19's C++ parsers read
//! them: `llvm.func` (on the engine's function signatures) and
//! `llvm.mlir.global` (linkage and visibility keywords, `@name(value)`,
//! an optional type, an initializer region).

use crate::ir::{Attr, AttrKind, BodyItem, Context, LlvmType, Type, TypeKind};
use crate::ods::opdef::AttrType;
use crate::parser::api::*;

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

/// Sets property `name` from keyword `word` if it is one of the enum's
/// (an integer enum, or an LLVM enum attribute such as `#llvm.linkage`).
pub fn enum_prop<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, p: &mut OpParse<'_>, name: &str, ty: AttrType, word: &str) -> bool {
    match ty {
        AttrType::I64Enum(e) => {
            let Some(v) = crate::ods::enum_def(e).and_then(|d| d.value(word)) else { return false };
            let s = st(inp);
            let a = s.ctx.int_attr(v as i128, 64);
            p.set_prop(s, name, a);
            true
        }
        AttrType::Dialect(d) => {
            let enum_name = match d {
                "llvm.linkage" => "Linkage",
                "llvm.cconv" => "CConv",
                _ => return false,
            };
            if crate::ods::enum_def(enum_name).and_then(|e| e.value(word)).is_none() {
                return false;
            }
            let s = st(inp);
            let a = s.ctx.dialect_words_attr(d, &[word]);
            p.set_prop(s, name, a);
            true
        }
        _ => false,
    }
}

/// `llvm.func [linkage] [cconv] ... @name(signature) [vscale_range(a, b)]
/// [comdat(@c::@s)] [attributes {...}] [{body}]`.
pub fn parse_function<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    leading_keywords(inp, src, p);
    let name_at = inp.cursor();
    sym_name(inp, subs, p)?;
    let sig = signature(inp, subs, true)?;
    let s = st(inp);
    let fty = {
        // MLIR builds the LLVM function type after the signature and
        // reports what stops it at the symbol name.
        let not_llvm = |ts: &[Type]| ts.iter().copied().find(|&t| !is_llvm_compatible(&s.ctx, t));
        let problem = if not_llvm(&sig.arg_types).is_some() {
            Some("expected LLVM type for function arguments".to_string())
        } else if let Some(t) = not_llvm(&sig.results) {
            Some(format!("expected LLVM type for function results'{}'", type_to_string(&s.ctx, t)))
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
    };
    let s = st(inp);
    let fa = s.ctx.attr(AttrKind::Type(fty));
    p.set_prop(s, "function_type", fa);
    arg_and_result_attrs(inp, p, &sig);
    if eat_kw(inp, src, "vscale_range") {
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
    if eat_kw(inp, src, "comdat") {
        expect_kind(inp, Kind::LParen, "'('")?;
        let c = inp.parse(subs.attr.clone())?;
        expect_kind(inp, Kind::RParen, "')'")?;
        let s = st(inp);
        p.set_prop(s, "comdat", c);
    }
    if eat_kw(inp, src, "attributes") {
        parse_opt_dict(inp, subs, p)?;
    }
    function_body(inp, subs, p, sig)
}

fn vscale_attr(ctx: &mut Context, lo: Attr, hi: Attr) -> Attr {
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
pub fn parse_global<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
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
    parse_opt_dict(inp, subs, p)?;
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
    let ta = s.ctx.attr(AttrKind::Type(ty));
    p.set_prop(s, "global_type", ta);
    if peek_kind(inp) == Kind::LBrace {
        p.regions[0] = Some(inp.parse(subs.region.clone())?);
    } else {
        p.regions[0] = Some(RegionAst::default());
    }
    Ok(())
}
