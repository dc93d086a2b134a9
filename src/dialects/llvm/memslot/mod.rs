//! The LLVM dialect's memory-slot interfaces (MLIR 19's
//! `LLVMMemorySlot.cpp`) as rows for `mem2reg` and `sroa`: allocas are
//! the slots (`access`), loads and stores read and write them (`access`,
//! with the type conversions of `convert`), GEPs index into them (`gep`),
//! memory intrinsics fill and copy them (`intrinsics`), and casts,
//! markers and debug intrinsics stand aside (`discard`).

mod access;
mod convert;
mod discard;
mod gep;
mod intrinsics;

use crate::passes::api::{
    DestructurableAccessor, DestructurableAllocation, MemSlotRow, Promotable, PromotableAllocation, PromotableMem,
};

pub static ALLOCA: MemSlotRow = MemSlotRow {
    allocation: Some(&PromotableAllocation {
        slots: access::alloca_slots,
        default_value: access::alloca_default,
        block_argument: access::alloca_block_argument,
        complete: access::alloca_promoted,
    }),
    destructurable: Some(&DestructurableAllocation {
        slots: access::alloca_destructurable,
        destructure: access::alloca_destructure,
        complete: access::alloca_destructured,
    }),
    ..MemSlotRow::NONE
};

pub static LOAD: MemSlotRow = MemSlotRow {
    mem: Some(&PromotableMem {
        loads_from: access::load_loads_from,
        stores_to: access::never,
        get_stored: access::load_get_stored,
        can_uses_be_removed: access::load_can_remove,
        remove_blocking_uses: access::load_remove,
    }),
    accessor: Some(&DestructurableAccessor { can_rewire: access::load_can_rewire, rewire: access::load_rewire }),
    safe_access: Some(access::load_safe),
    ..MemSlotRow::NONE
};

pub static STORE: MemSlotRow = MemSlotRow {
    mem: Some(&PromotableMem {
        loads_from: access::never,
        stores_to: access::store_stores_to,
        get_stored: access::store_get_stored,
        can_uses_be_removed: access::store_can_remove,
        remove_blocking_uses: access::store_remove,
    }),
    accessor: Some(&DestructurableAccessor { can_rewire: access::store_can_rewire, rewire: access::store_rewire }),
    safe_access: Some(access::store_safe),
    ..MemSlotRow::NONE
};

pub static GEP: MemSlotRow = MemSlotRow {
    promotable: Some(&Promotable { can_uses_be_removed: gep::gep_can_remove, remove_blocking_uses: gep::delete, visit_replaced_values: None }),
    accessor: Some(&DestructurableAccessor { can_rewire: gep::gep_can_rewire, rewire: gep::gep_rewire }),
    safe_access: Some(gep::gep_safe),
    ..MemSlotRow::NONE
};

/// Casts: removable once their users are.
pub static CAST: MemSlotRow = MemSlotRow {
    promotable: Some(&Promotable { can_uses_be_removed: gep::forward_to_users_row, remove_blocking_uses: gep::delete, visit_replaced_values: None }),
    ..MemSlotRow::NONE
};

/// Lifetime and invariant markers: dropped.
pub static MARKER: MemSlotRow = MemSlotRow {
    promotable: Some(&Promotable { can_uses_be_removed: discard::always, remove_blocking_uses: gep::delete, visit_replaced_values: None }),
    ..MemSlotRow::NONE
};

pub static DBG_DECLARE: MemSlotRow = MemSlotRow {
    promotable: Some(&Promotable {
        can_uses_be_removed: discard::always,
        remove_blocking_uses: gep::delete,
        visit_replaced_values: Some(discard::dbg_declare_visit),
    }),
    ..MemSlotRow::NONE
};

pub static DBG_VALUE: MemSlotRow = MemSlotRow {
    promotable: Some(&Promotable {
        can_uses_be_removed: discard::dbg_value_can_remove,
        remove_blocking_uses: discard::dbg_value_remove,
        visit_replaced_values: None,
    }),
    ..MemSlotRow::NONE
};

pub static MEMSET: MemSlotRow = MemSlotRow {
    mem: Some(&PromotableMem {
        loads_from: intrinsics::never,
        stores_to: intrinsics::stores_to,
        get_stored: intrinsics::memset_get_stored,
        can_uses_be_removed: intrinsics::memset_can_remove,
        remove_blocking_uses: intrinsics::delete,
    }),
    accessor: Some(&DestructurableAccessor { can_rewire: intrinsics::memset_can_rewire, rewire: intrinsics::memset_rewire }),
    safe_access: Some(intrinsics::safe),
    ..MemSlotRow::NONE
};

/// `memcpy`, `memmove`, `memcpy.inline`.
pub static COPY: MemSlotRow = MemSlotRow {
    mem: Some(&PromotableMem {
        loads_from: intrinsics::copy_loads_from,
        stores_to: intrinsics::stores_to,
        get_stored: intrinsics::copy_get_stored,
        can_uses_be_removed: intrinsics::copy_can_remove,
        remove_blocking_uses: intrinsics::copy_remove,
    }),
    accessor: Some(&DestructurableAccessor { can_rewire: intrinsics::copy_can_rewire, rewire: intrinsics::copy_rewire }),
    safe_access: Some(intrinsics::safe),
    ..MemSlotRow::NONE
};
