//! The in-memory IR: a [`Context`] that interns types, attributes and
//! identifiers, and a [`Body`] of arenas holding operations, blocks, regions
//! and values addressed by `u32` handles.

/// Declares a `u32` handle type into an arena or interner.
macro_rules! handle {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use handle;

pub mod affine;
pub mod attrs;
pub mod by_index;
pub mod float;
pub mod body;
pub mod clone;
pub mod context;
pub mod handles;
mod edit;
pub mod import;
pub mod source_locs;
pub mod uses;
mod make;
pub mod types;

pub use attrs::{AttrKind, BodyItem, DenseData, IntOrFloat, IntValue, LocKind};
pub use body::{Module, PreVerified, ResourceGroup, Block, BlockData, Body, Op, OpData, Region, RegionData, Value, ValueData, ValueDef};
pub use by_index::ByIndex;
pub use clone::IrMap;
pub use context::{static_shape, Attr, Context, Ident, Type};
pub use types::{FloatKind, LlvmType, Signedness, StructBody, TypeKind};

/// A byte range in the parsed source; every parsed entity keeps one.
pub use crate::diag::Span;
