//! The LLVM dialect's types: `!llvm.ptr<1>`, `!llvm.struct<"id", (i32)>`,
//! `!llvm.array<4 x i8>`, `!llvm.func<void (i32, ...)>`, `!llvm.vec<? x 4 x i32>`,
//! `!llvm.target<"name", i32, 0>`, the keyword types, and the older
//! spellings that become today's types: typed pointers (`!llvm.ptr<i8, 3>`),
//! 2019's `!llvm.i32` / `!llvm.float` and `!llvm<"{ i32, float* }">`.
//!
//! Inside an LLVM type's `<...>` nested LLVM types drop their `!llvm.`
//! prefix (`!llvm.array<2 x ptr>`), which is why every mnemonic parser comes in
//! a top-level (`!llvm.ptr`) and a nested (`ptr`) flavour.

use chumsky::inspector::SimpleState;
use chumsky::prelude::*;

use super::extra::{custom_err, tok, Toks, G, P};
use super::knot::Knot;
use super::legacy_type::{legacy_keyword, parse_ir_type, IrType};
use super::literals::unescape;
use super::state::PState;
use crate::ir::{Context, FloatKind, LlvmType, Signedness, StructBody, Type, TypeKind};
use crate::lexer::{Kind, Tok};

/// The head token of an LLVM type: `!llvm.name` at top level, `name` nested.
fn head<'a, E: G<'a>>(src: &'a str, name: &'static str, nested: bool) -> impl Parser<'a, Toks<'a>, Tok, E> + Clone {
    any()
        .filter(move |t: &Tok| {
            if nested {
                t.kind == Kind::BareId && t.text(src) == name
            } else {
                t.kind == Kind::BangId && t.text(src).strip_prefix("!llvm.") == Some(name)
            }
        })
        .labelled("LLVM type")
}

fn llvm(ctx: &mut Context, t: LlvmType) -> Type {
    ctx.ty(TypeKind::Llvm(t))
}

/// The label of the `)` closing a struct's fields or a function type's
/// parameters: MLIR's list there (`parseCommaSeparatedList`) says only
/// "expected ')'" after an element.
pub const PAREN_LIST_CLOSE: &str = "')' closing the list";

/// An LLVM dialect type; `nested` selects the prefix-less spelling.
pub fn llvm_type<'a, E: G<'a>>(
    src: &'a str,
    toks: &'a [Tok],
    ty: impl Parser<'a, Toks<'a>, Type, E> + Clone + 'a,
    nested: bool,
) -> P<'a, E, Type> {
    if nested {
        // Inside a body, nested types are again prefix-less LLVM types or any
        // other type, at every depth: the nested flavour recurses on itself.
        let me = Knot::declare();
        let inner = choice((me.weak(), ty.clone().boxed())).boxed();
        me.define(mnemonics(src, toks, inner, true));
        me.strong()
    } else {
        let inner = choice((llvm_type(src, toks, ty.clone(), true), ty.clone().boxed())).boxed();
        mnemonics(src, toks, inner, false)
    }
}

/// The mnemonic types (`ptr`, `struct`, ...), with `nested_ty` for the
/// types inside their bodies.
fn mnemonics<'a, E: G<'a>>(src: &'a str, toks: &'a [Tok], nested_ty: P<'a, E, Type>, nested: bool) -> P<'a, E, Type> {
    let _ = toks;
    let less = tok(Kind::Less, "'<'");
    let greater = tok(Kind::Greater, "'>'");
    let comma = tok(Kind::Comma, "','");
    let lparen = tok(Kind::LParen, "'('");
    let rparen = tok(Kind::RParen, PAREN_LIST_CLOSE);
    let int = tok(Kind::Int, "integer");
    let x = any().filter(move |t: &Tok| t.kind == Kind::BareId && t.text(src) == "x").labelled("'x'");
    // `4 x` (or `4x` glued).
    let count_x = choice((int.clone().then_ignore(x.clone()), tok(Kind::DimX, "dimension")))
        .try_map(move |t, span| {
            crate::lexer::dimension_size(t.text(src)).ok_or_else(|| custom_err(span, "invalid element count"))
        });

    let keyword = any()
        .filter(move |t: &Tok| {
            let name = if nested {
                if t.kind != Kind::BareId {
                    return false;
                }
                t.text(src)
            } else {
                match t.text(src).strip_prefix("!llvm.") {
                    Some(n) if t.kind == Kind::BangId => n,
                    _ => return false,
                }
            };
            matches!(name, "void" | "token" | "label" | "metadata" | "x86_mmx" | "x86_amx" | "ppc_fp128")
                || (!nested && legacy_keyword(name).is_some())
        })
        .then(less.clone().rewind().or_not())
        .try_map_with(move |(t, _), e| {
            let span = e.span();
            let name = if nested { t.text(src) } else { &t.text(src)[6..] };
            let st: &mut SimpleState<PState> = e.state();
            let kind = match name {
                "void" => LlvmType::Void,
                "token" => LlvmType::Token,
                "label" => LlvmType::Label,
                "metadata" => LlvmType::Metadata,
                "x86_mmx" => LlvmType::X86Mmx,
                "x86_amx" => LlvmType::X86Amx,
                "ppc_fp128" => LlvmType::PpcFp128,
                other => {
                    let ir = legacy_keyword(other).ok_or_else(|| custom_err(span, "unknown LLVM type"))?;
                    return ir_to_type(&mut st.ctx, &ir).map_err(|m| custom_err(span, m));
                }
            };
            Ok(llvm(&mut st.ctx, kind))
        });

    let ptr = head(src, "ptr", nested)
        .ignore_then(
            choice((
                int.clone().map(move |t| (None, Some(t))),
                nested_ty.clone().then(comma.clone().ignore_then(int.clone()).or_not()).map(|(t, a)| (Some(t), a)),
            ))
            .delimited_by(less.clone(), greater.clone())
            .or_not(),
        )
        .try_map_with(move |body, e| {
            let span = e.span();
            let addr_space = match body.and_then(|(_, a)| a) {
                Some(a) => a.text(src).parse::<u32>().map_err(|_| custom_err(span, "invalid address space"))?,
                None => 0,
            };
            let st: &mut SimpleState<PState> = e.state();
            // Typed pointers become opaque; the pointee is kept aside for the
            // typed-era op forms that take their types from it.
            if let Some((Some(pointee), _)) = body {
                st.last_pointee = Some(pointee);
            }
            Ok(llvm(&mut st.ctx, LlvmType::Ptr { addr_space }))
        });

    let array = head(src, "array", nested)
        .ignore_then(count_x.clone().then(nested_ty.clone()).delimited_by(less.clone(), greater.clone()))
        .map_with(|(len, elem), e| {
            let span = less_of(e.span());
            let st: &mut SimpleState<PState> = e.state();
            if !valid_element(&st.ctx, elem) {
                invalid(st, span, "invalid array element type", elem);
            }
            llvm(&mut st.ctx, LlvmType::Array { len, elem })
        });

    let scalable = choice((
        tok(Kind::Question, "'?'").then_ignore(x.clone()).ignored(),
        tok(Kind::QuestionX, "'?x'").ignored(),
    ));
    let vec = head(src, "vec", nested)
        .ignore_then(
            scalable
                .or_not()
                .then(count_x.clone())
                .then(nested_ty.clone().map_with(|t, e| (t, e.span())))
                .delimited_by(less.clone(), greater.clone()),
        )
        .map_with(|((s, len), (elem, elem_span)), e| {
            // MLIR checks the element at the element, the rest at the `<`.
            let span = less_of(e.span());
            let st: &mut SimpleState<PState> = e.state();
            // Fixed-length `!llvm.vec` only holds what builtin vectors
            // cannot (pointers); scalable ones also take integers and floats.
            let k = st.ctx.type_kind(elem);
            let primitive = matches!(k, TypeKind::Integer { signedness: Signedness::Signless, .. } | TypeKind::Float(_));
            let ptr_like = matches!(k, TypeKind::Llvm(LlvmType::Ptr { .. } | LlvmType::PpcFp128));
            let scalable_ok = ptr_like
                || matches!(k, TypeKind::Integer { .. })
                || crate::verify::constraints::is_llvm_float(k);
            if s.is_none() && primitive {
                st.errors.push((elem_span, "cannot use !llvm.vec for built-in primitives, use 'vector' instead".into()));
            } else if (s.is_none() && !ptr_like) || (s.is_some() && !scalable_ok) {
                st.errors.push((span, "invalid vector element type".into()));
            } else if len == 0 {
                st.errors.push((span, "the number of vector elements must be positive".into()));
            }
            llvm(&mut st.ctx, LlvmType::Vec { scalable: s.is_some(), len, elem })
        });

    // `func<ret (a, b, ...)>`
    let params = choice((
        tok(Kind::Ellipsis, "'...'").map(|_| (Vec::new(), true)),
        nested_ty
            .clone()
            .separated_by(comma.clone())
            .at_least(1)
            .collect::<Vec<_>>()
            .then(comma.clone().ignore_then(tok(Kind::Ellipsis, "'...'")).or_not())
            .map(|(p, v)| (p, v.is_some())),
    ))
    .or_not()
    .map(|p| p.unwrap_or_default())
    .delimited_by(lparen.clone(), rparen.clone());
    let func = head(src, "func", nested)
        .ignore_then(nested_ty.clone().then(params).delimited_by(less.clone(), greater.clone()))
        .map_with(|(ret, (params, vararg)), e| {
            let span = less_of(e.span());
            let st: &mut SimpleState<PState> = e.state();
            if matches!(st.ctx.type_kind(ret), TypeKind::Llvm(LlvmType::Func { .. } | LlvmType::Metadata | LlvmType::Label)) {
                invalid(st, span, "invalid function result type", ret);
            } else if let Some(&p) = params
                .iter()
                .find(|&&p| matches!(st.ctx.type_kind(p), TypeKind::Llvm(LlvmType::Void | LlvmType::Func { .. })))
            {
                invalid(st, span, "invalid function argument type", p);
            }
            llvm(&mut st.ctx, LlvmType::Func { ret, params: params.into(), vararg })
        });

    // `struct<(a, b)>`, `struct<packed (a)>`, `struct<"id", opaque>`,
    // `struct<"id", packed (a)>`, `struct<"id">`.
    let packed = any().filter(move |t: &Tok| t.kind == Kind::BareId && t.text(src) == "packed").or_not();
    let fields = nested_ty
        .clone()
        .separated_by(comma.clone())
        .collect::<Vec<_>>()
        .delimited_by(lparen.clone(), rparen.clone());
    // With where its fields start (an identified struct's are checked there).
    let literal_body = packed.clone().then(fields.clone().map_with(|f, e| (f, e.span().start + 1))).map(|(p, f)| (p.is_some(), f));
    let opaque = any().filter(move |t: &Tok| t.kind == Kind::BareId && t.text(src) == "opaque");
    let identified_body = choice((
        opaque.map(|_| (StructBody::Opaque, 0)),
        literal_body.clone().map(|(packed, (f, at))| (StructBody::Fields { packed, fields: f.into() }, at)),
    ));
    let strukt = head(src, "struct", nested)
        .ignore_then(
            choice((
                tok(Kind::String, "struct name")
                    .then(comma.clone().ignore_then(identified_body).or_not())
                    .map(|(n, b)| (Some(n), b, None)),
                literal_body.map(|(packed, f)| (None, None, Some((packed, f)))),
            ))
            .delimited_by(less.clone(), greater.clone()),
        )
        .try_map_with(move |(name, body, literal), e| {
            let span = e.span();
            let st: &mut SimpleState<PState> = e.state();
            // At the `<` for a literal struct, at its first field for an
            // identified one (MLIR's `setBody`).
            let check_fields = |st: &mut PState, fields: &[Type], at: chumsky::span::SimpleSpan| {
                if let Some(&f) = fields.iter().find(|&&f| !valid_element(&st.ctx, f)) {
                    invalid(st, at, "invalid LLVM structure element type", f);
                }
            };
            if let Some((packed, (fields, _))) = literal {
                check_fields(st, &fields, less_of(span));
                return Ok(llvm(&mut st.ctx, LlvmType::LiteralStruct { packed, fields: fields.into() }));
            }
            let body = body.map(|(b, at)| {
                if let StructBody::Fields { fields, .. } = &b {
                    check_fields(st, fields, chumsky::span::SimpleSpan::from(at..at + 1));
                }
                b
            });
            let name = name.expect("an identified struct has a name");
            let name = unescape(name.text(src)).map_err(|m| custom_err(span, m))?;
            let name = String::from_utf8_lossy(&name).into_owned();
            let t = llvm(&mut st.ctx, LlvmType::IdentifiedStruct { name: name.clone().into() });
            let inside = |s: &chumsky::span::SimpleSpan| s.start >= span.start && s.end <= span.end && *s != span;
            let Some(body) = body else {
                st.struct_refs.push((name, span));
                return Ok(t);
            };
            // This struct encloses what it holds: bodiless references to it
            // are recursive ones; a definition of the same name is an error.
            st.struct_refs.retain(|(n, s)| !(n == &name && inside(s)));
            // Definitions completed since this struct began sit at the end
            // of the list; older ones cannot be inside it.
            let nested_def = st.struct_defs.iter().rev().take_while(|(_, s)| s.start >= span.start).find(|(n, s)| n == &name && inside(s));
            if let Some(&(_, inner)) = nested_def {
                st.errors.push((inner, "identifier already used for an enclosing struct".into()));
                return Ok(t);
            }
            st.struct_defs.push((name, span));
            {
                // Reported after the grammar ran, so no alternative the
                // grammar tried later can hide it.
                let opaque_again = body == StructBody::Opaque;
                if let Err(old) = st.ctx.set_struct_body(t, body) {
                    let msg = if opaque_again && old != StructBody::Opaque {
                        "redeclaring defined struct as opaque"
                    } else {
                        "identified type already used with a different body"
                    };
                    st.errors.push((span, msg.into()));
                }
            }
            Ok(t)
        });

    // `target<"name", types..., ints...>`
    let target_param = choice((int.clone().map(|t| Err(t)), nested_ty.clone().map(Ok)));
    let target = head(src, "target", nested)
        .ignore_then(
            tok(Kind::String, "target extension type name")
                .then(comma.clone().ignore_then(target_param).repeated().collect::<Vec<_>>())
                .delimited_by(less.clone(), greater.clone()),
        )
        .try_map_with(move |(name, params), e| {
            let span = e.span();
            let name = unescape(name.text(src)).map_err(|m| custom_err(span, m))?;
            let mut types = Vec::new();
            let mut ints = Vec::new();
            for p in params {
                match p {
                    Ok(t) if ints.is_empty() => types.push(t),
                    Ok(_) => return Err(custom_err(span, "failed to parse parameter value")),
                    Err(i) => ints.push(i.text(src).parse::<u32>().map_err(|_| custom_err(span, "invalid integer parameter"))?),
                }
            }
            let st: &mut SimpleState<PState> = e.state();
            let name = String::from_utf8_lossy(&name).into_owned();
            Ok(llvm(&mut st.ctx, LlvmType::TargetExt { name: name.into(), types: types.into(), ints: ints.into() }))
        });

    let mut all = vec![ptr.boxed(), strukt.boxed(), array.boxed(), func.boxed(), vec.boxed(), target.boxed(), keyword.boxed()];
    if !nested {
        // 2019: `!llvm<"{ i32, float* }">`.
        let legacy = any()
            .filter(move |t: &Tok| t.kind == Kind::BangId && t.text(src) == "!llvm")
            .ignore_then(tok(Kind::String, "LLVM IR type string").delimited_by(less, greater))
            .try_map_with(move |s, e| {
                let span = e.span();
                let text = unescape(s.text(src)).map_err(|m| custom_err(span, m))?;
                let text = String::from_utf8_lossy(&text).into_owned();
                let ir = parse_ir_type(&text)
                    .map_err(|err| custom_err(span, format!("invalid LLVM IR type '{text}': {}", err.message)))?;
                let st: &mut SimpleState<PState> = e.state();
                let ty = ir_to_type(&mut st.ctx, &ir).map_err(|m| custom_err(span, m))?;
                if let IrType::Ptr { pointee: Some(p), .. } = &ir {
                    st.last_pointee = ir_to_type(&mut st.ctx, p).ok();
                }
                Ok(ty)
            });
        all.push(legacy.boxed());
    }
    choice(all).boxed()
}

/// MLIR's message for an `!llvm.<mnemonic><body>` the LLVM type grammar
/// did not accept (`dispatchParse` and the per-type parsers).
pub fn unparsed_type_errors(mnemonic: &str, body: &str) -> Vec<String> {
    let inner = body.strip_prefix('<').and_then(|b| b.strip_suffix('>')).unwrap_or("").trim();
    let builtin = matches!(
        mnemonic,
        "tensor" | "vector" | "memref" | "complex" | "tuple" | "index" | "none" | "bf16" | "tf32"
    ) || mnemonic.starts_with('f') && mnemonic[1..].chars().all(|c| c.is_ascii_alphanumeric()) && mnemonic.len() > 1
        || (mnemonic.starts_with(['i', 's', 'u']) && mnemonic.trim_start_matches(['i', 's', 'u']).trim_start_matches('i').parse::<u32>().is_ok());
    match mnemonic {
        "vec" => vec!["expected '? x <integer> x <type>' or '<integer> x <type>'".into()],
        "struct" if inner == "opaque" => vec!["only identified structs can be opaque".into()],
        "target" if !inner.starts_with('"') => vec![
            "expected string".into(),
            "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`".into(),
        ],
        "target" => vec!["failed to parse parameter list for target extension type".into()],
        "void" | "token" | "label" | "metadata" | "ptr" | "array" | "func" | "struct" | "x86_mmx" | "x86_amx" | "ppc_fp128" => {
            Vec::new()
        }
        _ if builtin => vec!["unexpected type, expected keyword".into()],
        _ => vec![format!("unknown LLVM type: {mnemonic}")],
    }
}

/// Element types arrays and structs may hold (`isValidElementType`).
fn valid_element(ctx: &Context, t: Type) -> bool {
    !matches!(
        ctx.type_kind(t),
        TypeKind::Llvm(LlvmType::Void | LlvmType::Label | LlvmType::Metadata | LlvmType::Func { .. } | LlvmType::Token)
    )
}

/// The `<` of a type spanning the tokens `span` (its name, then `<`): where
/// MLIR reports the checks of the type's parameters.
fn less_of(span: chumsky::span::SimpleSpan) -> chumsky::span::SimpleSpan {
    chumsky::span::SimpleSpan::from(span.start + 1..span.start + 2)
}

/// A type that parsed but is not valid: `message: 'type'`, reported after
/// the grammar ran (see `PState::errors`).
fn invalid(st: &mut PState, span: chumsky::span::SimpleSpan, message: &str, t: Type) {
    let shown = crate::printer::type_to_string(&st.ctx, t);
    st.errors.push((span, format!("{message}: '{shown}'")));
}

/// Today's MLIR type for a type written in LLVM IR syntax.
pub fn ir_to_type(ctx: &mut Context, ir: &IrType) -> Result<Type, String> {
    use IrType as I;
    let float = |ctx: &mut Context, k| ctx.ty(TypeKind::Float(k));
    Ok(match ir {
        I::Void => llvm(ctx, LlvmType::Void),
        I::Label => llvm(ctx, LlvmType::Label),
        I::Metadata => llvm(ctx, LlvmType::Metadata),
        I::Token => llvm(ctx, LlvmType::Token),
        I::X86Mmx => llvm(ctx, LlvmType::X86Mmx),
        I::X86Amx => llvm(ctx, LlvmType::X86Amx),
        I::Int(w) => ctx.ty(TypeKind::Integer { width: *w, signedness: Signedness::Signless }),
        I::Half => float(ctx, FloatKind::F16),
        I::BFloat => float(ctx, FloatKind::BF16),
        I::Float => float(ctx, FloatKind::F32),
        I::Double => float(ctx, FloatKind::F64),
        I::X86Fp80 => float(ctx, FloatKind::F80),
        I::Fp128 => float(ctx, FloatKind::F128),
        I::PpcFp128 => llvm(ctx, LlvmType::PpcFp128),
        I::Ptr { addr_space, .. } => llvm(ctx, LlvmType::Ptr { addr_space: *addr_space }),
        I::Array { len, elem } => {
            let elem = ir_to_type(ctx, elem)?;
            llvm(ctx, LlvmType::Array { len: *len, elem })
        }
        I::Vector { scalable, len, elem } => {
            let e = ir_to_type(ctx, elem)?;
            let builtin_elem = matches!(ctx.type_kind(e), TypeKind::Integer { .. } | TypeKind::Float(_));
            if builtin_elem {
                ctx.ty(TypeKind::Vector { shape: Box::new([*len]), scalable: Box::new([*scalable]), elem: e })
            } else {
                llvm(ctx, LlvmType::Vec { scalable: *scalable, len: *len, elem: e })
            }
        }
        I::Struct { packed, fields } => {
            let fields = fields.iter().map(|f| ir_to_type(ctx, f)).collect::<Result<Vec<_>, _>>()?;
            llvm(ctx, LlvmType::LiteralStruct { packed: *packed, fields: fields.into() })
        }
        I::Named(name) => llvm(ctx, LlvmType::IdentifiedStruct { name: name.as_str().into() }),
        I::Func { ret, params, vararg } => {
            let ret = ir_to_type(ctx, ret)?;
            let params = params.iter().map(|p| ir_to_type(ctx, p)).collect::<Result<Vec<_>, _>>()?;
            llvm(ctx, LlvmType::Func { ret, params: params.into(), vararg: *vararg })
        }
    })
}
