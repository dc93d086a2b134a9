//! Type kinds: MLIR's builtin types and the LLVM dialect's types.
//!
//! Legacy spellings (`!llvm.i32`, `!llvm<"i8*">`, typed pointers) never reach
//! this level: the parser turns them into the types MLIR 19 has.

pub use super::float::FloatKind;
use super::handles::{Attr, Ident, Type};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// A shape dimension: `None` is dynamic (`?`).
pub type Dim = Option<u64>;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Integer { width: u32, signedness: Signedness },
    Index,
    Float(FloatKind),
    None,
    Complex(Type),
    Tuple(Box<[Type]>),
    Function { inputs: Box<[Type]>, results: Box<[Type]> },
    /// `vector<4x[8]xf32>`: `scalable[i]` marks `[8]`.
    Vector { shape: Box<[u64]>, scalable: Box<[bool]>, elem: Type },
    RankedTensor { shape: Box<[Dim]>, elem: Type, encoding: Option<Attr> },
    UnrankedTensor { elem: Type },
    MemRef { shape: Box<[Dim]>, elem: Type, layout: Option<Attr>, memory_space: Option<Attr> },
    UnrankedMemRef { elem: Type, memory_space: Option<Attr> },
    Llvm(LlvmType),
    /// A type of a dialect llmir does not model: `!foo.bar<...>` or
    /// `!foo<"...">`, kept verbatim (`dialect` holds `foo`, `body` the rest).
    Opaque { dialect: Ident, body: Box<str> },
}

/// The types of the LLVM dialect (`!llvm.*`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LlvmType {
    Void,
    Token,
    Label,
    Metadata,
    X86Mmx,
    X86Amx,
    PpcFp128,
    Ptr { addr_space: u32 },
    Array { len: u64, elem: Type },
    Func { ret: Type, params: Box<[Type]>, vararg: bool },
    /// A literal struct: uniqued by its contents.
    LiteralStruct { packed: bool, fields: Box<[Type]> },
    /// An identified struct: uniqued by name; its body lives in the context.
    IdentifiedStruct { name: Box<str> },
    Vec { scalable: bool, len: u64, elem: Type },
    TargetExt { name: Box<str>, types: Box<[Type]>, ints: Box<[u32]> },
}

/// The body of an identified struct.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StructBody {
    Opaque,
    Fields { packed: bool, fields: Box<[Type]> },
}
