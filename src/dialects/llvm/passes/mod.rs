//! The LLVM dialect's passes, registered through its
//! [`crate::passes::api::DialectRewrite::passes`].

pub mod add_comdats;
pub mod c_wrappers;
pub mod legalize_for_export;

use crate::passes::api::PassInfo;

/// The passes, in registration order.
pub const PASSES: &[PassInfo] = &[add_comdats::INFO, legalize_for_export::INFO, c_wrappers::INFO];
