//! The uniquing context: every type, attribute and identifier exists once and
//! is compared by handle.
//!
//! Identified LLVM structs are uniqued by name alone; their body is set once
//! (a second, different body is an error reported by the caller).

use std::hash::Hash;

use rustc_hash::FxHashMap;

use super::attrs::AttrKind;
use super::types::{LlvmType, StructBody, TypeKind};

pub use super::handles::{Attr, Ident, Type};

/// A hash-consing table: values in a `Vec`, and a table of indices into
/// it keyed by the values' hashes (each value is stored once). Each
/// value's hash is kept beside it: growing the table then rehashes by
/// looking the hashes up instead of hashing every value again (a large
/// module's attribute table grows a dozen times, and attributes such as
/// dictionaries are costly to hash), and a lookup compares whole hashes
/// before values.
struct Interner<T: Hash + Eq> {
    items: Vec<T>,
    hashes: Vec<u64>,
    table: hashbrown::HashTable<u32>,
}

fn fx_hash<T: Hash + ?Sized>(value: &T) -> u64 {
    use std::hash::BuildHasher;
    rustc_hash::FxBuildHasher.hash_one(value)
}

impl<T: Hash + Eq> Interner<T> {
    fn new() -> Self {
        Interner { items: Vec::new(), hashes: Vec::new(), table: hashbrown::HashTable::new() }
    }

    /// The index of a value equal to `key`, if interned.
    fn find<Q: Hash + Eq + ?Sized>(&self, key: &Q) -> Option<u32>
    where
        T: std::borrow::Borrow<Q>,
    {
        let hash = fx_hash(key);
        let (items, hashes) = (&self.items, &self.hashes);
        self.table.find(hash, |&i| hashes[i as usize] == hash && items[i as usize].borrow() == key).copied()
    }

    fn intern(&mut self, value: T) -> u32 {
        let hash = fx_hash(&value);
        let (items, hashes) = (&self.items, &self.hashes);
        if let Some(&i) = self.table.find(hash, |&i| hashes[i as usize] == hash && items[i as usize] == value) {
            return i;
        }
        let i = self.items.len() as u32;
        self.items.push(value);
        self.hashes.push(hash);
        let hashes = &self.hashes;
        self.table.insert_unique(hash, i, |&j| hashes[j as usize]);
        i
    }

    /// Room for `more` values beyond those interned.
    fn reserve(&mut self, more: usize) {
        self.items.reserve(more);
        self.hashes.reserve(more);
        let hashes = &self.hashes;
        self.table.reserve(more, |&j| hashes[j as usize]);
    }
}

/// Owns every interned entity of one run of a tool.
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    idents: Interner<Box<str>>,
    /// Bodies of identified structs, by the struct's type handle.
    struct_bodies: FxHashMap<Type, StructBody>,
    /// Distinct attributes are never uniqued: each gets a fresh serial.
    next_distinct: u32,
    /// `default_attr` results by the address and length of the op table's
    /// static spelling.
    pub(super) default_attrs: FxHashMap<(usize, usize), Option<Attr>>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    pub fn new() -> Self {
        Context {
            types: Interner::new(),
            attrs: Interner::new(),
            idents: Interner::new(),
            struct_bodies: FxHashMap::default(),
            next_distinct: 0,
            default_attrs: FxHashMap::default(),
        }
    }

    #[inline]
    pub fn ty(&mut self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        &self.types.items[t.index()]
    }
    #[inline]
    pub fn attr(&mut self, kind: AttrKind) -> Attr {
        Attr(self.attrs.intern(kind))
    }
    #[inline]
    pub fn attr_kind(&self, a: Attr) -> &AttrKind {
        &self.attrs.items[a.index()]
    }
    #[inline]
    pub fn ident(&mut self, s: &str) -> Ident {
        if let Some(i) = self.idents.find(s) {
            return Ident(i);
        }
        Ident(self.idents.intern(s.into()))
    }
    /// The identifier `s` if it was ever interned.
    pub fn lookup_ident(&self, s: &str) -> Option<Ident> {
        self.idents.find(s).map(Ident)
    }
    #[inline]
    pub fn str(&self, id: Ident) -> &str {
        &self.idents.items[id.index()]
    }

    /// A fresh serial for a `distinct[...]` attribute.
    pub fn fresh_distinct(&mut self) -> u32 {
        self.next_distinct += 1;
        self.next_distinct
    }

    /// How many types, attributes and identifiers are interned (handles
    /// are indices below these).
    pub fn type_count(&self) -> usize {
        self.types.items.len()
    }
    pub fn attr_count(&self) -> usize {
        self.attrs.items.len()
    }
    /// Room for this many more types, attributes and identifiers (an
    /// import of another context's values, say), so the tables grow once.
    pub fn reserve(&mut self, types: usize, attrs: usize, idents: usize) {
        self.types.reserve(types);
        self.attrs.reserve(attrs);
        self.idents.reserve(idents);
    }

    pub fn ident_count(&self) -> usize {
        self.idents.items.len()
    }

    /// Whether nothing was interned yet.
    pub fn is_empty(&self) -> bool {
        self.types.items.is_empty() && self.attrs.items.is_empty() && self.idents.items.is_empty()
    }

    /// Whether any `distinct[...]` attribute was ever created.
    pub fn has_distinct_attrs(&self) -> bool {
        self.next_distinct > 0
    }

    /// The body of an identified struct, if it has been given one.
    /// Whether some identified struct named here has no body (neither
    /// fields nor `opaque`): one only referred to by name.
    pub fn has_bodiless_struct(&self) -> bool {
        (0..self.type_count()).map(|i| Type(i as u32)).any(|t| {
            matches!(self.type_kind(t), TypeKind::Llvm(LlvmType::IdentifiedStruct { .. })) && !self.struct_bodies.contains_key(&t)
        })
    }

    pub fn struct_body(&self, t: Type) -> Option<&StructBody> {
        self.struct_bodies.get(&t)
    }

    /// Gives an identified struct its body. Returns `Err(existing)` when the
    /// struct already has a different body.
    pub fn set_struct_body(&mut self, t: Type, body: StructBody) -> Result<(), StructBody> {
        match self.struct_bodies.get(&t) {
            Some(old) if *old == body => Ok(()),
            Some(old) => Err(old.clone()),
            None => {
                self.struct_bodies.insert(t, body);
                Ok(())
            }
        }
    }

    /// The unit attribute, used for flags like `inbounds`.
    pub fn unit(&mut self) -> Attr {
        self.attr(AttrKind::Unit)
    }

    /// The empty dictionary.
    pub fn empty_dict(&mut self) -> Attr {
        self.attr(AttrKind::Dictionary(Box::new([])))
    }
}

/// The static shape and element type of a vector or statically shaped
/// tensor type.
pub fn static_shape(ctx: &Context, ty: Type) -> Option<(Vec<u64>, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, elem, .. } => Some((shape.to_vec(), *elem)),
        TypeKind::RankedTensor { shape, elem, .. } => {
            let dims: Option<Vec<u64>> = shape.iter().copied().collect();
            dims.map(|d| (d, *elem))
        }
        _ => None,
    }
}
