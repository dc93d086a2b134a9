//! The in-memory IR: a [`Context`] that interns types, attributes and
//! identifiers, and a [`Body`] of arenas holding operations, blocks, regions
//! and values addressed by `u32` handles.

pub mod attrs;
pub mod float;
pub mod body;
pub mod context;
pub mod types;

pub use attrs::{AttrKind, BodyItem, DenseData, IntOrFloat, IntValue, LocKind};
pub use body::{Module, ResourceGroup, Block, BlockData, Body, Op, OpData, Region, RegionData, Value, ValueData, ValueDef};
pub use context::{Attr, Context, Ident, Type};
pub use types::{FloatKind, LlvmType, Signedness, StructBody, TypeKind};

/// A byte range in the parsed source; every parsed entity keeps one.
pub use crate::diag::Span;
