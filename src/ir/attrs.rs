//! Attribute kinds: MLIR's builtin attributes, locations, and dialect
//! attributes.
//!
//! Attributes of the LLVM dialect (and other registered dialects) are kept as
//! a small token tree ([`BodyItem`]s) whose nested attributes and types are
//! real handles, so aliases inside them are resolved and re-derived by the
//! printer exactly like MLIR does. Unregistered dialects' attributes are kept
//! verbatim, as MLIR keeps them.

use super::handles::{Attr, Ident, Type};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    Unit,
    Bool(bool),
    /// `value` is already truncated to the type's width and sign- or
    /// zero-extended as the type's signedness says.
    Integer { value: IntValue, ty: Type },
    /// Raw IEEE bits of the type's semantics.
    Float { bits: u128, ty: Type },
    String { value: Box<[u8]>, ty: Option<Type> },
    Type(Type),
    Array(Box<[Attr]>),
    /// Entries sorted by name, as MLIR's DictionaryAttr keeps them.
    Dictionary(Box<[(Ident, Attr)]>),
    SymbolRef { root: Ident, nested: Box<[Ident]> },
    /// `array<i32: 1, 2>`.
    DenseArray { elem: Type, values: Box<[IntOrFloat]> },
    /// `dense<...> : T`.
    DenseElements { ty: Type, data: DenseData },
    /// `dense_resource<key> : T`.
    DenseResource { ty: Type, key: Ident },
    /// `sparse<indices, values> : T`.
    Sparse { ty: Type, indices: DenseData, values: DenseData },
    /// `affine_map<...>`, `affine_set<...>`, kept in MLIR's printed spelling.
    AffineMap(Box<str>),
    IntegerSet(Box<str>),
    /// `strided<[4, 1], offset: ?>`, kept as written (after `strided`).
    Strided(Box<str>),
    /// `distinct[N]<inner>`: never uniqued with another one.
    Distinct { serial: u32, inner: Attr },
    /// `#dialect.mnemonic<...>` or `#dialect.mnemonic` of a registered dialect.
    Dialect { name: Ident, body: Option<Box<[BodyItem]>> },
    /// `#foo.bar<...>` / `#foo<"...">` of an unregistered dialect, verbatim
    /// after the `#`.
    Opaque { text: Box<str> },
    Loc(LocKind),
}

/// An integer attribute's value: 128 bits cover every width but the rare
/// wider ones, which keep their canonical decimal spelling.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntValue {
    Small(i128),
    Big(Box<str>),
}

impl IntValue {
    pub fn is_zero(&self) -> bool {
        matches!(self, IntValue::Small(0))
    }

    /// The decimal spelling MLIR prints for the value.
    pub fn to_decimal(&self) -> String {
        match self {
            IntValue::Small(x) => x.to_string(),
            IntValue::Big(s) => s.to_string(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntOrFloat {
    Int(i128),
    Float(u128),
}

/// Elements of a dense attribute in row-major order. A single element with a
/// shape of more than one element is a splat.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseData {
    Ints(Box<[i128]>),
    Floats(Box<[u128]>),
    /// Complex elements: (re, im) pairs, ints or float bits.
    ComplexInts(Box<[(i128, i128)]>),
    ComplexFloats(Box<[(u128, u128)]>),
    Strings(Box<[Box<[u8]>]>),
    /// `dense<"0x...">` of an element type llmir does not decode.
    Hex(Box<str>),
}

/// One piece of a dialect attribute's `<...>` body.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BodyItem {
    /// A token spelled as in the source; `bool` = whitespace before it.
    Text(Ident, bool),
    Attr(Attr, bool),
    /// A parameter whose class the attribute fixes (MLIR's
    /// `printStrippedAttrOrType`): printed as its alias if it has one, else
    /// as its `<...>` body without the `#dialect.mnemonic` prefix.
    Stripped(Attr, bool),
    Type(Type, bool),
}

/// Location attributes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocKind {
    Unknown,
    FileLineCol { file: Box<[u8]>, line: u32, col: u32 },
    Name { name: Box<[u8]>, child: Option<Attr> },
    CallSite { callee: Attr, caller: Attr },
    Fused { metadata: Option<Attr>, locs: Box<[Attr]> },
}
