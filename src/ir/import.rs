//! Copying interned values from one [`Context`] into another.
//!
//! Two halves of a large file are parsed on two threads, each into its own
//! context (see `parser::parallel`); the second half's types, attributes
//! and identifiers are then imported into the first context, so that equal
//! values are again one handle. Imports are memoized, and an identified
//! struct is mapped before its body is imported, so recursive bodies end.
//! [`append_body`] copies a whole body across, shifting its handles.

use rustc_hash::FxHashMap;

use super::attrs::{AttrKind, BodyItem, LocKind};
use super::body::{Block, BlockData, Body, Op, OpData, Region, RegionData, Value, ValueData, ValueDef};
use super::by_index::ByIndex;
use super::context::{Attr, Context, Ident, Type};
use super::types::{LlvmType, StructBody, TypeKind};

/// Why an import cannot proceed; the caller falls back to a single parse.
#[derive(Debug, PartialEq, Eq)]
pub enum ImportError {
    /// An identified struct has different bodies in the two contexts.
    StructBodyConflict,
    /// A distinct attribute whose serial has no counterpart.
    UnmappedDistinct,
}

/// Imports from `from` into a target context given to each call.
pub struct Importer<'a> {
    from: &'a Context,
    /// What each source handle was imported as.
    types: ByIndex<Type>,
    attrs: ByIndex<Attr>,
    idents: ByIndex<Ident>,
    /// `distinct[...]` serials of `from` and the target's serial for each.
    distinct: FxHashMap<u32, u32>,
}

impl<'a> Importer<'a> {
    pub fn new(from: &'a Context, distinct: FxHashMap<u32, u32>) -> Self {
        Importer {
            from,
            types: ByIndex::new(from.type_count()),
            attrs: ByIndex::new(from.attr_count()),
            idents: ByIndex::new(from.ident_count()),
            distinct,
        }
    }

    pub fn ident(&mut self, to: &mut Context, id: Ident) -> Ident {
        if let Some(done) = self.idents.get(id.index()) {
            return done;
        }
        let mapped = to.ident(self.from.str(id));
        self.idents.insert(id.index(), mapped);
        mapped
    }

    pub fn types(&mut self, to: &mut Context, ts: &[Type]) -> Result<Box<[Type]>, ImportError> {
        ts.iter().map(|&t| self.ty(to, t)).collect()
    }

    pub fn opt_attr(&mut self, to: &mut Context, a: Option<Attr>) -> Result<Option<Attr>, ImportError> {
        a.map(|a| self.attr(to, a)).transpose()
    }

    pub fn ty(&mut self, to: &mut Context, t: Type) -> Result<Type, ImportError> {
        if let Some(done) = self.types.get(t.index()) {
            return Ok(done);
        }
        // Matched by reference: only what holds handles is rebuilt.
        let from = self.from;
        let kind = match from.type_kind(t) {
            TypeKind::Complex(e) => TypeKind::Complex(self.ty(to, *e)?),
            TypeKind::Tuple(ts) => TypeKind::Tuple(self.types(to, ts)?),
            TypeKind::Function { inputs, results } => {
                TypeKind::Function { inputs: self.types(to, inputs)?, results: self.types(to, results)? }
            }
            TypeKind::Vector { shape, scalable, elem } => {
                TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: self.ty(to, *elem)? }
            }
            TypeKind::RankedTensor { shape, elem, encoding } => TypeKind::RankedTensor {
                shape: shape.clone(),
                elem: self.ty(to, *elem)?,
                encoding: self.opt_attr(to, *encoding)?,
            },
            TypeKind::UnrankedTensor { elem } => TypeKind::UnrankedTensor { elem: self.ty(to, *elem)? },
            TypeKind::MemRef { shape, elem, layout, memory_space } => TypeKind::MemRef {
                shape: shape.clone(),
                elem: self.ty(to, *elem)?,
                layout: self.opt_attr(to, *layout)?,
                memory_space: self.opt_attr(to, *memory_space)?,
            },
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                TypeKind::UnrankedMemRef { elem: self.ty(to, *elem)?, memory_space: self.opt_attr(to, *memory_space)? }
            }
            TypeKind::Llvm(l) => TypeKind::Llvm(match l {
                LlvmType::Array { len, elem } => LlvmType::Array { len: *len, elem: self.ty(to, *elem)? },
                LlvmType::Func { ret, params, vararg } => {
                    LlvmType::Func { ret: self.ty(to, *ret)?, params: self.types(to, params)?, vararg: *vararg }
                }
                LlvmType::LiteralStruct { packed, fields } => {
                    LlvmType::LiteralStruct { packed: *packed, fields: self.types(to, fields)? }
                }
                LlvmType::Vec { scalable, len, elem } => {
                    LlvmType::Vec { scalable: *scalable, len: *len, elem: self.ty(to, *elem)? }
                }
                LlvmType::TargetExt { name, types, ints } => {
                    LlvmType::TargetExt { name: name.clone(), types: self.types(to, types)?, ints: ints.clone() }
                }
                LlvmType::IdentifiedStruct { name } => return self.identified_struct(to, t, name.clone()),
                other => other.clone(),
            }),
            TypeKind::Opaque { dialect, body } => TypeKind::Opaque { dialect: self.ident(to, *dialect), body: body.clone() },
            leaf @ (TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::None) => leaf.clone(),
        };
        let mapped = to.ty(kind);
        self.types.insert(t.index(), mapped);
        Ok(mapped)
    }

    /// Identified structs are one type per name; the body comes along (and
    /// must agree with a body the target already has).
    fn identified_struct(&mut self, to: &mut Context, t: Type, name: Box<str>) -> Result<Type, ImportError> {
        let mapped = to.ty(TypeKind::Llvm(LlvmType::IdentifiedStruct { name }));
        self.types.insert(t.index(), mapped);
        if let Some(body) = self.from.struct_body(t) {
            let body = match body {
                StructBody::Opaque => StructBody::Opaque,
                StructBody::Fields { packed, fields } => StructBody::Fields { packed: *packed, fields: self.types(to, fields)? },
            };
            to.set_struct_body(mapped, body).map_err(|_| ImportError::StructBodyConflict)?;
        }
        Ok(mapped)
    }

    pub fn attr(&mut self, to: &mut Context, a: Attr) -> Result<Attr, ImportError> {
        if let Some(done) = self.attrs.get(a.index()) {
            return Ok(done);
        }
        let from = self.from;
        let kind = match from.attr_kind(a) {
            AttrKind::Integer { value, ty } => AttrKind::Integer { value: value.clone(), ty: self.ty(to, *ty)? },
            AttrKind::Float { bits, ty } => AttrKind::Float { bits: *bits, ty: self.ty(to, *ty)? },
            AttrKind::String { value, ty } => {
                AttrKind::String { value: value.clone(), ty: ty.map(|t| self.ty(to, t)).transpose()? }
            }
            AttrKind::Type(t) => AttrKind::Type(self.ty(to, *t)?),
            AttrKind::Array(items) => AttrKind::Array(items.iter().map(|&i| self.attr(to, i)).collect::<Result<_, _>>()?),
            AttrKind::Dictionary(entries) => AttrKind::Dictionary(
                entries
                    .iter()
                    .map(|&(k, v)| Ok((self.ident(to, k), self.attr(to, v)?)))
                    .collect::<Result<_, _>>()?,
            ),
            AttrKind::SymbolRef { root, nested } => AttrKind::SymbolRef {
                root: self.ident(to, *root),
                nested: nested.iter().map(|&n| self.ident(to, n)).collect(),
            },
            AttrKind::DenseArray { elem, values } => {
                AttrKind::DenseArray { elem: self.ty(to, *elem)?, values: values.clone() }
            }
            AttrKind::DenseElements { ty, data } => AttrKind::DenseElements { ty: self.ty(to, *ty)?, data: data.clone() },
            AttrKind::DenseResource { ty, key } => {
                AttrKind::DenseResource { ty: self.ty(to, *ty)?, key: self.ident(to, *key) }
            }
            AttrKind::Sparse { ty, indices, values } => {
                AttrKind::Sparse { ty: self.ty(to, *ty)?, indices: indices.clone(), values: values.clone() }
            }
            AttrKind::Distinct { serial, inner } => AttrKind::Distinct {
                serial: *self.distinct.get(serial).ok_or(ImportError::UnmappedDistinct)?,
                inner: self.attr(to, *inner)?,
            },
            AttrKind::Dialect { name, body } => AttrKind::Dialect {
                name: self.ident(to, *name),
                body: match body {
                    None => None,
                    Some(items) => Some(items.iter().map(|i| self.body_item(to, i)).collect::<Result<_, _>>()?),
                },
            },
            AttrKind::Loc(l) => AttrKind::Loc(match l {
                LocKind::Name { name, child } => LocKind::Name { name: name.clone(), child: self.opt_attr(to, *child)? },
                LocKind::CallSite { callee, caller } => {
                    LocKind::CallSite { callee: self.attr(to, *callee)?, caller: self.attr(to, *caller)? }
                }
                LocKind::Fused { metadata, locs } => LocKind::Fused {
                    metadata: self.opt_attr(to, *metadata)?,
                    locs: locs.iter().map(|&l| self.attr(to, l)).collect::<Result<_, _>>()?,
                },
                leaf @ (LocKind::Unknown | LocKind::FileLineCol { .. }) => leaf.clone(),
            }),
            leaf @ (AttrKind::Unit
            | AttrKind::Bool(_)
            | AttrKind::AffineMap(_)
            | AttrKind::IntegerSet(_)
            | AttrKind::Strided(_)
            | AttrKind::Opaque { .. }) => leaf.clone(),
        };
        let mapped = to.attr(kind);
        self.attrs.insert(a.index(), mapped);
        Ok(mapped)
    }

    fn body_item(&mut self, to: &mut Context, item: &BodyItem) -> Result<BodyItem, ImportError> {
        Ok(match *item {
            BodyItem::Text(id, spaced) => BodyItem::Text(self.ident(to, id), spaced),
            BodyItem::Attr(a, spaced) => BodyItem::Attr(self.attr(to, a)?, spaced),
            BodyItem::Stripped(a, spaced) => BodyItem::Stripped(self.attr(to, a)?, spaced),
            BodyItem::Type(t, spaced) => BodyItem::Type(self.ty(to, t)?, spaced),
        })
    }
}

/// Where the entities of an appended body start in the body it joined.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Offsets {
    pub ops: u32,
    pub blocks: u32,
    pub regions: u32,
    pub values: u32,
}

/// Appends the first `take.ops` ops, `take.blocks` blocks, `take.regions`
/// regions and `take.values` values of `from` (whose interned values live
/// in the importer's source context) to `into`, shifting handles and
/// importing types, attributes and names into `to`. `from` is only read
/// (the parser verifies it on another thread meanwhile), so what an op
/// holds is copied. Ops that were detached in `from`, or placed in a block
/// not taken, are the caller's to place.
pub fn append_body(
    importer: &mut Importer<'_>,
    to: &mut Context,
    into: &mut Body,
    from: &Body,
    take: Offsets,
) -> Result<Offsets, ImportError> {
    let off = Offsets {
        ops: into.ops.len() as u32,
        blocks: into.blocks.len() as u32,
        regions: into.regions.len() as u32,
        values: into.values.len() as u32,
    };
    let shift_block = |b: &Block| Block(b.0 + off.blocks);
    into.ops.reserve(take.ops as usize);
    for d in &from.ops[..take.ops as usize] {
        into.ops.push(OpData {
            name: importer.ident(to, d.name),
            operands: map_exact(&d.operands, |v| Value(v.0 + off.values)).into_boxed_slice(),
            first_result: d.first_result + off.values,
            num_results: d.num_results,
            successors: map_exact(&d.successors, |b| shift_block(&b)).into_boxed_slice(),
            properties: importer.opt_attr(to, d.properties)?,
            attrs: importer.attr(to, d.attrs)?,
            regions: map_exact(&d.regions, |r| Region(r.0 + off.regions)).into_boxed_slice(),
            loc: importer.opt_attr(to, d.loc)?,
            span: d.span,
            parent: d.parent.map(|b| shift_block(&b)),
        });
    }
    into.blocks.reserve(take.blocks as usize);
    for d in &from.blocks[..take.blocks as usize] {
        into.blocks.push(BlockData {
            args: map_exact(&d.args, |v| Value(v.0 + off.values)),
            ops: map_exact(&d.ops, |o| Op(o.0 + off.ops)),
            parent: d.parent.map(|r| Region(r.0 + off.regions)),
            span: d.span,
        });
    }
    into.regions.reserve(take.regions as usize);
    for d in &from.regions[..take.regions as usize] {
        into.regions.push(RegionData {
            blocks: map_exact(&d.blocks, |b| shift_block(&b)),
            parent: d.parent.map(|o| Op(o.0 + off.ops)),
        });
    }
    into.values.reserve(take.values as usize);
    for d in &from.values[..take.values as usize] {
        into.values.push(ValueData {
            ty: importer.ty(to, d.ty)?,
            loc: importer.opt_attr(to, d.loc)?,
            def: match d.def {
                ValueDef::Result { op, index } => ValueDef::Result { op: Op(op.0 + off.ops), index },
                ValueDef::Arg { block, index } => ValueDef::Arg { block: Block(block.0 + off.blocks), index },
            },
            span: d.span,
        });
    }
    Ok(off)
}

/// `items` mapped into a vector of exactly their number (nothing
/// allocated when there are none). For the many short lists copied per op
/// (the join of two halves here, ops read from the parser's memo of
/// shapes): the general `collect` was a fifth of the join's cost.
#[inline]
pub fn map_exact<T: Copy, U>(items: &[T], f: impl Fn(T) -> U) -> Vec<U> {
    if items.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::with_capacity(items.len());
    out.extend(items.iter().map(|&t| f(t)));
    out
}
