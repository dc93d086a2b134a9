//! The hand-written part of the memref dialect's custom forms (parsing),
//! as MLIR 19's `MemRefOps.cpp` reads them: the `custom<DynamicIndexList>`
//! directive (`[%a, 0, 4]`: SSA values where the static list holds
//! `ShapedType::kDynamic`) of subview, reinterpret_cast and expand_shape,
//! `custom<GlobalMemrefOpTypeAndInitialValue>` of `memref.global`, and the
//! ops written in C++ (`transpose`, `generic_atomic_rmw`, `alloca_scope`,
//! `prefetch`, `dma_start`).

use crate::ir::{AttrKind, IntOrFloat, Type, TypeKind};
use crate::ods::format::{CustomArg, Var};
use crate::parser::api::*;

/// `ShapedType::kDynamic`, the static entry standing for an SSA value.
pub const DYNAMIC: i128 = i64::MIN as i128;

/// The operand slot and attribute slot a two-argument directive names.
fn operand_and_attr(args: &[CustomArg]) -> Option<(usize, usize)> {
    match args {
        [CustomArg::Var(Var::Operand(o)), CustomArg::Var(Var::Attr(a))] => Some((*o, *a)),
        _ => None,
    }
}

/// `[` (ssa-use | integer) (`,` ...)* `]`, possibly empty: the values go to
/// the operand slot (typed `index`), the list (with `kDynamic` for each
/// value) to the `array<i64>` attribute.
pub fn parse_dynamic_index_list<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    args: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let Some((slot, attr)) = operand_and_attr(args.args) else {
        return Err(err_here(inp, "internal: custom<DynamicIndexList> takes an operand and an attribute"));
    };
    let src = subs.src;
    expect_kind(inp, Kind::LBracket, "'['")?;
    let mut values = Vec::new();
    let mut uses = Vec::new();
    let closes = |k: Kind| matches!(k, Kind::RBracket | Kind::RBracketX);
    if !closes(peek_kind(inp)) {
        loop {
            if peek_kind(inp) == Kind::ValueId {
                uses.push(inp.parse(subs.value_use.clone())?);
                values.push(IntOrFloat::Int(DYNAMIC));
            } else {
                let neg = eat_kind(inp, Kind::Minus);
                if peek_kind(inp) != Kind::Int {
                    return Err(err_here(inp, "expected SSA value or integer"));
                }
                let t = expect_kind(inp, Kind::Int, "integer")?;
                let v = t.text(src).parse::<i128>().ok().map(|v| if neg { -v } else { v });
                match v.filter(|v| i64::try_from(*v).is_ok()) {
                    Some(v) => values.push(IntOrFloat::Int(v)),
                    None => return Err(err_here(inp, "integer value too large")),
                }
            }
            if !eat_kind(inp, Kind::Comma) {
                break;
            }
        }
    }
    if !closes(peek_kind(inp)) {
        return Err(err_here(inp, "expected ']'"));
    }
    inp.skip();
    let s = st(inp);
    let index = s.ctx.ty(TypeKind::Index);
    let i64t = s.ctx.int_type(64);
    let a = s.ctx.attr(AttrKind::DenseArray { elem: i64t, values: values.into() });
    let name = p.def.attrs[attr].name;
    p.set_prop(s, name, a);
    p.operand_types[slot] = Some(vec![index; uses.len()]);
    p.operands[slot] = uses;
    Ok(())
}

/// The tensor type of a memref's shape and element type (MLIR's
/// `getTensorTypeFromMemRefType`): what a global's initial value is typed by.
fn tensor_of(s: &mut PState, memref: Type) -> Option<Type> {
    match s.ctx.type_kind(memref).clone() {
        TypeKind::MemRef { shape, elem, .. } => Some(s.ctx.ty(TypeKind::RankedTensor { shape, elem, encoding: None })),
        TypeKind::UnrankedMemRef { elem, .. } => Some(s.ctx.ty(TypeKind::UnrankedTensor { elem })),
        _ => None,
    }
}

/// `memref<...>` then optionally `= uninitialized` or `= <elements>` whose
/// type is left out (the memref's shape as a tensor).
pub fn parse_global_type_and_value<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    args: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let (ty_attr, value_attr) = match args.args {
        [CustomArg::Var(Var::Attr(t)), CustomArg::Var(Var::Attr(v))] => (p.def.attrs[*t].name, p.def.attrs[*v].name),
        _ => return Err(err_here(inp, "internal: custom<GlobalMemrefOpTypeAndInitialValue> takes two attributes")),
    };
    let src = subs.src;
    let at = inp.save();
    let ty: Type = inp.parse(subs.ty.clone())?;
    let s = st(inp);
    let static_memref = matches!(s.ctx.type_kind(ty), TypeKind::MemRef { shape, .. } if shape.iter().all(Option::is_some));
    if !static_memref {
        let shown = type_to_string(&s.ctx, ty);
        inp.rewind(at);
        return Err(err_here(inp, format!("type should be static shaped memref, but got {shown}")));
    }
    let ta = s.ctx.attr(AttrKind::Type(ty));
    p.set_prop(s, ty_attr, ta);
    if !eat_kind(inp, Kind::Equal) {
        return Ok(());
    }
    if eat_kw(inp, src, "uninitialized") {
        let s = st(inp);
        let u = s.ctx.unit();
        p.set_prop(s, value_attr, u);
        return Ok(());
    }
    let value = if peek_is_kw(inp, src, "dense") {
        // `dense<...>` with the type implied by the memref.
        inp.skip();
        let at = inp.save();
        expect_kind(inp, Kind::Less, "'<'")?;
        let lit = if peek_kind(inp) == Kind::Greater { None } else { Some(inp.parse(dense_literal(src))?) };
        expect_kind(inp, Kind::Greater, "'>'")?;
        let lit = lit.unwrap_or(DenseLit::List(Vec::new()));
        let s = st(inp);
        let Some(tensor) = tensor_of(s, ty) else { return Err(err_here(inp, "expected a memref type")) };
        match dense_attr(&mut s.ctx, src, &lit, tensor) {
            Ok(a) => a,
            Err(m) => {
                inp.rewind(at);
                return Err(err_here(inp, m));
            }
        }
    } else {
        inp.parse(subs.attr.clone())?
    };
    let s = st(inp);
    p.set_prop(s, value_attr, value);
    Ok(())
}

/// The element type of a memref type, if it is one.
fn element_of(s: &PState, t: Type) -> Option<Type> {
    match s.ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// The rank of a ranked memref type.
fn rank_of(s: &PState, t: Type) -> Option<usize> {
    match s.ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// `%m[%i, %j]`: the memref use and its index uses.
fn memref_and_indices<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>) -> Result<(ValueUse, Vec<ValueUse>), E::Error> {
    if peek_kind(inp) != Kind::ValueId {
        return Err(err_here(inp, "expected SSA operand"));
    }
    let m = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::LBracket, "'['")?;
    let idx = value_list(inp, subs)?;
    if !matches!(peek_kind(inp), Kind::RBracket | Kind::RBracketX) {
        return Err(err_here(inp, "expected ']'"));
    }
    inp.skip();
    Ok((m, idx))
}

fn slot<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, p: &OpParse<'_>, name: &str) -> Result<usize, E::Error> {
    match p.def.operand_index(name) {
        Some(i) => Ok(i),
        None => Err(err_here(inp, format!("internal: op table of '{}' lacks operand '{name}'", p.def.name))),
    }
}

/// `%in (d0, d1) -> (d1, d0) attr-dict : T to U` (`TransposeOp::parse`).
pub fn parse_transpose<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    let input = slot(inp, p, "in")?;
    if peek_kind(inp) != Kind::ValueId {
        return Err(err_here(inp, "expected SSA operand"));
    }
    let v = inp.parse(subs.value_use.clone())?;
    p.operands[input].push(v);
    // The affine map, from `(` to the `)` that closes its results.
    let Some(first) = inp.peek().filter(|t| t.kind == Kind::LParen) else {
        return Err(err_here(inp, "expected '('"));
    };
    let mut depth = 0usize;
    let mut arrow = false;
    let mut last;
    loop {
        let Some(t) = inp.peek() else { return Err(err_here(inp, "expected affine map")) };
        match t.kind {
            Kind::LParen | Kind::LBracket => depth += 1,
            Kind::RParen | Kind::RBracket => depth = depth.saturating_sub(1),
            Kind::Arrow => arrow = true,
            Kind::Eof => return Err(err_here(inp, "expected affine map")),
            _ => {}
        }
        inp.skip();
        last = t;
        if depth == 0 && arrow && t.kind == Kind::RParen {
            break;
        }
    }
    let text = &src[first.start as usize..last.end(src) as usize];
    let s = st(inp);
    let wrapped = format!("<{text}>");
    let canonical = crate::ir::affine::canonical_map(&wrapped).unwrap_or(wrapped);
    let map = s.ctx.attr(AttrKind::AffineMap(canonical.into()));
    p.set_prop(s, "permutation", map);
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let from: Type = inp.parse(subs.ty.clone())?;
    if !eat_kw(inp, src, "to") {
        return Err(err_here(inp, "expected 'to'"));
    }
    let to: Type = inp.parse(subs.ty.clone())?;
    p.operand_types[input] = Some(vec![from]);
    p.result_types[0] = Some(vec![to]);
    Ok(())
}

/// `%m[%i] : memref<...> { ^bb0(%old: T): ... }` attr-dict
/// (`GenericAtomicRMWOp::parse`): the result is the element type.
pub fn parse_generic_atomic_rmw<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let (ms, is) = (slot(inp, p, "memref")?, slot(inp, p, "indices")?);
    let (m, idx) = memref_and_indices(inp, subs)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let ty: Type = inp.parse(subs.ty.clone())?;
    let s = st(inp);
    let Some(elem) = element_of(s, ty) else {
        return Err(err_here(inp, "expected a memref type"));
    };
    let index = s.ctx.ty(TypeKind::Index);
    p.operand_types[is] = Some(vec![index; idx.len()]);
    p.operand_types[ms] = Some(vec![ty]);
    p.operands[ms].push(m);
    p.operands[is] = idx;
    p.result_types[0] = Some(vec![elem]);
    if peek_kind(inp) != Kind::LBrace {
        return Err(err_here(inp, "expected '{' to begin a region"));
    }
    p.regions[0] = Some(inp.parse(subs.region.clone())?);
    parse_opt_dict(inp, subs, p)
}

/// `[-> (T, ...)] { ... } attr-dict` (`AllocaScopeOp::parse`); a body
/// without its `memref.alloca_scope.return` gets one (`ensureTerminator`).
pub fn parse_alloca_scope<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    if eat_kind(inp, Kind::Arrow) {
        expect_kind(inp, Kind::LParen, "'('")?;
        let types = if peek_kind(inp) == Kind::RParen { Vec::new() } else { type_list(inp, subs)? };
        expect_kind(inp, Kind::RParen, "')'")?;
        p.result_types[0] = Some(types);
    } else {
        p.result_types[0] = Some(Vec::new());
    }
    if peek_kind(inp) != Kind::LBrace {
        return Err(err_here(inp, "expected '{' to begin a region"));
    }
    let mut region = inp.parse(subs.region.clone())?;
    let s = st(inp);
    let ret = s.ctx.ident("memref.alloca_scope.return");
    region.ensure_terminator(&mut s.ctx, ret, |_, _| (Vec::new(), Default::default()));
    p.regions[0] = Some(region);
    parse_opt_dict(inp, subs, p)
}

/// `%m[%i], read|write, locality<N>, data|instr : memref<...>`
/// (`PrefetchOp::parse`).
pub fn parse_prefetch<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    let (ms, is) = (slot(inp, p, "memref")?, slot(inp, p, "indices")?);
    let (m, idx) = memref_and_indices(inp, subs)?;
    expect_kind(inp, Kind::Comma, "','")?;
    let rw_at = pos(inp);
    let rw = expect_kind(inp, Kind::BareId, "keyword")?;
    let write = match rw.text(src) {
        "read" => false,
        "write" => true,
        _ => return Err(err_at_tok(inp, rw_at, "rw specifier has to be 'read' or 'write'")),
    };
    expect_kind(inp, Kind::Comma, "','")?;
    if !eat_kw(inp, src, "locality") {
        return Err(err_here(inp, "expected 'locality'"));
    }
    expect_kind(inp, Kind::Less, "'<'")?;
    let hint = expect_kind(inp, Kind::Int, "integer value")?;
    let Ok(hint) = hint.text(src).parse::<i32>() else { return Err(err_here(inp, "integer value too large")) };
    expect_kind(inp, Kind::Greater, "'>'")?;
    expect_kind(inp, Kind::Comma, "','")?;
    let cache_at = pos(inp);
    let cache = expect_kind(inp, Kind::BareId, "keyword")?;
    let data = match cache.text(src) {
        "data" => true,
        "instr" => false,
        _ => return Err(err_at_tok(inp, cache_at, "cache type has to be 'data' or 'instr'")),
    };
    // MLIR's parser reads no attribute dictionary here (its printer writes
    // one), so neither do we.
    expect_kind(inp, Kind::Colon, "':'")?;
    let ty: Type = inp.parse(subs.ty.clone())?;
    let s = st(inp);
    let index = s.ctx.ty(TypeKind::Index);
    let (w, d, h) = (s.ctx.attr(AttrKind::Bool(write)), s.ctx.attr(AttrKind::Bool(data)), s.ctx.int_attr(hint as i128, 32));
    p.set_prop(s, "isWrite", w);
    p.set_prop(s, "isDataCache", d);
    p.set_prop(s, "localityHint", h);
    p.operand_types[is] = Some(vec![index; idx.len()]);
    p.operand_types[ms] = Some(vec![ty]);
    p.operands[ms].push(m);
    p.operands[is] = idx;
    Ok(())
}

/// `%src[...], %dst[...], %n, %tag[...] [, %stride, %per_stride]
/// attr-dict : S, D, T` (`DmaStartOp::parse`): all in one operand slot.
pub fn parse_dma_start<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let all = slot(inp, p, "operands")?;
    let (src_m, src_i) = memref_and_indices(inp, subs)?;
    expect_kind(inp, Kind::Comma, "','")?;
    let (dst_m, dst_i) = memref_and_indices(inp, subs)?;
    expect_kind(inp, Kind::Comma, "','")?;
    if peek_kind(inp) != Kind::ValueId {
        return Err(err_here(inp, "expected SSA operand"));
    }
    let n = inp.parse(subs.value_use.clone())?;
    expect_kind(inp, Kind::Comma, "','")?;
    let (tag_m, tag_i) = memref_and_indices(inp, subs)?;
    let mut stride = Vec::new();
    if eat_kind(inp, Kind::Comma) {
        stride = value_list(inp, subs)?;
        if stride.len() != 2 {
            return Err(err_here(inp, "expected two stride related operands"));
        }
    }
    parse_opt_dict(inp, subs, p)?;
    expect_kind(inp, Kind::Colon, "':'")?;
    let types = type_list(inp, subs)?;
    if types.len() != 3 {
        return Err(err_here(inp, "fewer/more types expected"));
    }
    let s = st(inp);
    for (t, k) in types.iter().zip(["source", "destination", "tag"]) {
        if rank_of(s, *t).is_none() {
            return Err(err_here(inp, format!("expected {k} to be of memref type")));
        }
    }
    let index = s.ctx.ty(TypeKind::Index);
    // The layout `DmaStartOp` reads its operands by: source and its
    // indices, destination and its indices, the element count, the tag and
    // its indices, then the optional stride pair.
    let mut uses = vec![src_m];
    let mut tys = vec![types[0]];
    tys.extend(std::iter::repeat_n(index, src_i.len()));
    uses.extend(src_i);
    uses.push(dst_m);
    tys.push(types[1]);
    tys.extend(std::iter::repeat_n(index, dst_i.len()));
    uses.extend(dst_i);
    uses.extend([n, tag_m]);
    tys.extend([index, types[2]]);
    tys.extend(std::iter::repeat_n(index, tag_i.len() + stride.len()));
    uses.extend(tag_i);
    uses.extend(stride);
    p.operand_types[all] = Some(tys);
    p.operands[all] = uses;
    Ok(())
}

/// The memref dialect's parsing rows.
pub const SYNTAX: DialectSyntax = DialectSyntax {
    ops: &[
        OpSyntax { op: "memref.transpose", parse: Some(parse_hook!(parse_transpose)), slots: (1, 0, 1), ..OpSyntax::NONE },
        OpSyntax {
            op: "memref.generic_atomic_rmw",
            parse: Some(parse_hook!(parse_generic_atomic_rmw)),
            slots: (2, 0, 1),
            ..OpSyntax::NONE
        },
        OpSyntax { op: "memref.alloca_scope", parse: Some(parse_hook!(parse_alloca_scope)), slots: (0, 0, 1), ..OpSyntax::NONE },
        OpSyntax { op: "memref.prefetch", parse: Some(parse_hook!(parse_prefetch)), slots: (2, 0, 0), ..OpSyntax::NONE },
        OpSyntax { op: "memref.dma_start", parse: Some(parse_hook!(parse_dma_start)), slots: (1, 0, 0), ..OpSyntax::NONE },
    ],
    directives: &[
        ("DynamicIndexList", parse_hook!(parse_dynamic_index_list)),
        ("GlobalMemrefOpTypeAndInitialValue", parse_hook!(parse_global_type_and_value)),
    ],
    ..DialectSyntax::EMPTY
};
