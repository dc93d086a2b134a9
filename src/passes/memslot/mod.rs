//! Memory slots: MLIR 19's `MemorySlotInterfaces` as rows, and the two
//! passes built on them, `mem2reg` ([`mem2reg`]: promotion of slots to SSA
//! values) and `sroa` ([`sroa`]: scalar replacement of aggregates).
//!
//! The engine knows no op: a dialect describes how its ops allocate,
//! access and forward memory slots in a [`MemSlotRow`] hung on the op's
//! [`super::api::OpRewrite::memslot`], one optional group per MLIR
//! interface (`PromotableAllocationOpInterface`,
//! `PromotableMemOpInterface`, `PromotableOpInterface`,
//! `DestructurableAllocationOpInterface`,
//! `DestructurableAccessorOpInterface`,
//! `SafeMemorySlotAccessOpInterface`). Hooks edit the IR through a
//! [`SlotBuilder`] (an insertion point, folding creation, a use index) and
//! ask sizes of a [`TypeLayout`] (MLIR's `DataLayout`), which a dialect
//! that models layout specs registers
//! ([`super::api::DialectRewrite::data_layout`]).
//!
//! A use of a value is `(user, operand index)`, MLIR's `OpOperand`.

pub mod builder;
pub mod cfg;
pub mod mem2reg;
pub mod sroa;

use crate::ir::{Attr, Body, Context, Op, Type, Value};

pub use builder::SlotBuilder;

/// One operand slot of an op: MLIR's `OpOperand`.
pub type Use = (Op, usize);

/// A memory slot: a pointer and the type of what it points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemSlot {
    pub ptr: Value,
    pub elem: Type,
}

/// A slot whose content splits into sub-elements: (index, type) pairs in
/// the order of the aggregate (MLIR's `getSubelementIndexMap`).
#[derive(Clone, Debug)]
pub struct DestructurableSlot {
    pub slot: MemSlot,
    pub subelements: Vec<(Attr, Type)>,
}

impl DestructurableSlot {
    /// The type of the sub-element at `index`.
    pub fn type_at(&self, index: Attr) -> Option<Type> {
        self.subelements.iter().find(|e| e.0 == index).map(|e| e.1)
    }
}

/// Whether a hook wants its op erased once every op is rewritten
/// (MLIR's `DeletionKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deletion {
    Keep,
    Delete,
}

/// Sizes and alignments of types (MLIR's `DataLayout`), in bytes unless
/// said otherwise.
pub trait TypeLayout {
    fn size_in_bits(&self, ctx: &Context, t: Type) -> u64;
    fn size(&self, ctx: &Context, t: Type) -> u64 {
        self.size_in_bits(ctx, t).div_ceil(8)
    }
    fn abi_alignment(&self, ctx: &Context, t: Type) -> u64;
    /// `getStackAlignment`, in bits (0: unspecified).
    fn stack_alignment(&self, ctx: &Context) -> u64;
    /// `dlti.endianness` is `big`.
    fn big_endian(&self, ctx: &Context) -> bool;
}

/// See [`super::api::DialectRewrite::data_layout`]: the layout in force at
/// an op (the nearest enclosing layout spec), `None` when the dialect has
/// nothing to say there.
pub type DataLayoutFn = fn(&Context, &Body, Op) -> Option<Box<dyn TypeLayout>>;

/// Read-only view the analysis hooks get: the IR, its uses, the layout.
pub struct SlotView<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub builder_uses: &'a crate::ir::uses::UseIndex,
    pub layout: &'a dyn TypeLayout,
}

impl SlotView<'_> {
    /// The uses of `v`, most recent user first (MLIR's use-list order).
    pub fn uses(&self, v: Value) -> Vec<Use> {
        builder::uses_of(self.body, self.builder_uses, v)
    }
}

/// `PromotableAllocationOpInterface`.
#[derive(Debug)]
pub struct PromotableAllocation {
    /// `getPromotableSlots`.
    pub slots: fn(&Context, &Body, Op) -> Vec<MemSlot>,
    /// `getDefaultValue`: the content of the slot before any store,
    /// created at the builder's insertion point.
    pub default_value: fn(&mut SlotBuilder<'_>, Op, &MemSlot) -> Value,
    /// `handleBlockArgument`: a merge point got `arg` for the slot; the
    /// builder is at the start of its block.
    pub block_argument: fn(&mut SlotBuilder<'_>, Op, &MemSlot, Value),
    /// `handlePromotionComplete`: the slot is no longer used; the default
    /// value, if one was made.
    pub complete: fn(&mut SlotBuilder<'_>, Op, &MemSlot, Option<Value>),
}

/// `PromotableMemOpInterface`.
#[derive(Debug)]
pub struct PromotableMem {
    pub loads_from: fn(&SlotView<'_>, Op, &MemSlot) -> bool,
    pub stores_to: fn(&SlotView<'_>, Op, &MemSlot) -> bool,
    /// `getStored`: the slot's new content after the op, given the one
    /// reaching it; the builder is right after the op.
    pub get_stored: fn(&mut SlotBuilder<'_>, Op, &MemSlot, Value) -> Value,
    /// `canUsesBeRemoved`: the blocking uses (operand indices of the op)
    /// can go; uses that must go with them are pushed.
    pub can_uses_be_removed: fn(&SlotView<'_>, Op, &MemSlot, &[usize], &mut Vec<Use>) -> bool,
    /// `removeBlockingUses`, given the definition reaching the op; the
    /// builder is right after the op.
    pub remove_blocking_uses: fn(&mut SlotBuilder<'_>, Op, &MemSlot, &[usize], Value) -> Deletion,
}

/// `PromotableOpInterface`.
#[derive(Debug)]
pub struct Promotable {
    pub can_uses_be_removed: fn(&SlotView<'_>, Op, &[usize], &mut Vec<Use>) -> bool,
    /// The builder is right after the op.
    pub remove_blocking_uses: fn(&mut SlotBuilder<'_>, Op, &[usize]) -> Deletion,
    /// `requiresReplacedValues` + `visitReplacedValues`: told every
    /// (storing op, stored value) pair of the promotion.
    pub visit_replaced_values: Option<fn(&mut SlotBuilder<'_>, Op, &[(Op, Value)])>,
}

/// `DestructurableAllocationOpInterface`.
#[derive(Debug)]
pub struct DestructurableAllocation {
    pub slots: fn(&mut SlotBuilder<'_>, Op) -> Vec<DestructurableSlot>,
    /// `destructure`: one new slot per used index (in the order returned);
    /// the new allocators are the ops defining the new slots' pointers.
    pub destructure: fn(&mut SlotBuilder<'_>, Op, &DestructurableSlot, &[Attr]) -> Vec<(Attr, MemSlot)>,
    /// `handleDestructuringComplete`.
    pub complete: fn(&mut SlotBuilder<'_>, Op, &DestructurableSlot),
}

/// `DestructurableAccessorOpInterface`.
#[derive(Debug)]
pub struct DestructurableAccessor {
    /// `canRewire`: records the sub-element indices the op touches (in
    /// order, without duplicates) and the slots whose uses must be safe.
    pub can_rewire: fn(&mut SlotBuilder<'_>, Op, &DestructurableSlot, &mut Vec<Attr>, &mut Vec<MemSlot>) -> bool,
    /// `rewire` onto the new slots; the builder is right after the op.
    pub rewire: fn(&mut SlotBuilder<'_>, Op, &DestructurableSlot, &[(Attr, MemSlot)]) -> Deletion,
}

/// `SafeMemorySlotAccessOpInterface::ensureOnlySafeAccesses`.
/// It may intern the types of the derived slots it pushes.
pub type EnsureSafeFn = fn(&mut SlotBuilder<'_>, Op, &MemSlot, &mut Vec<MemSlot>) -> bool;

/// How one op takes part in promotion and destructuring.
#[derive(Debug)]
pub struct MemSlotRow {
    pub allocation: Option<&'static PromotableAllocation>,
    pub mem: Option<&'static PromotableMem>,
    pub promotable: Option<&'static Promotable>,
    pub destructurable: Option<&'static DestructurableAllocation>,
    pub accessor: Option<&'static DestructurableAccessor>,
    pub safe_access: Option<EnsureSafeFn>,
}

impl MemSlotRow {
    /// A row with no interface, to be completed with `..MemSlotRow::NONE`.
    pub const NONE: MemSlotRow =
        MemSlotRow { allocation: None, mem: None, promotable: None, destructurable: None, accessor: None, safe_access: None };
}

/// The memory-slot row of `op`, if its dialect registered one.
pub fn row_of(ctx: &Context, body: &Body, op: Op) -> Option<&'static MemSlotRow> {
    super::fold::info_of(ctx, body, op)?.rewrite?.memslot
}

/// The setup `mem2reg` and `sroa` share (MLIR's passes walk the regions
/// of the op they run on alike): for each region of `scope` that has an
/// entry block, a builder at its start, handed to `each` with the region.
pub fn for_each_region(cx: &mut crate::passes::pass::PassCx<'_>, scope: Op, mut each: impl FnMut(&mut SlotBuilder<'_>, crate::ir::Region)) {
    let body = &mut cx.module.body;
    let layout = layout_at(cx.ctx, body, scope);
    let regions: Vec<crate::ir::Region> = body.op(scope).regions.to_vec();
    for region in regions {
        let Some(&entry) = body.region(region).blocks.first() else { continue };
        let mut b = SlotBuilder::new(cx.ctx, body, layout.as_ref(), scope, entry);
        each(&mut b, region);
    }
}

/// The ops of `region` (nested ones included, children first) whose row
/// `has` accepts: the promotable or the destructurable allocators.
pub fn allocators_in(b: &SlotBuilder<'_>, region: crate::ir::Region, has: fn(&MemSlotRow) -> bool) -> Vec<Op> {
    let mut out = Vec::new();
    for &blk in &b.body.region(region).blocks {
        for &op in &b.body.block(blk).ops {
            for o in b.body.nested_ops_postorder(op).into_iter().chain(std::iter::once(op)) {
                if row_of(b.ctx, b.body, o).is_some_and(has) {
                    out.push(o);
                }
            }
        }
    }
    out
}

/// The layout in force at `op`: the first registered dialect that answers.
pub fn layout_at(ctx: &Context, body: &Body, op: Op) -> Box<dyn TypeLayout> {
    for d in crate::ods::registry::dialects() {
        if let Some(f) = d.rewrite.data_layout {
            if let Some(l) = f(ctx, body, op) {
                return l;
            }
        }
    }
    Box::new(NoLayout)
}

/// What a module without any layout dialect gets: MLIR's defaults for
/// the builtin types only.
struct NoLayout;

impl TypeLayout for NoLayout {
    fn size_in_bits(&self, ctx: &Context, t: Type) -> u64 {
        match ctx.type_kind(t) {
            crate::ir::TypeKind::Integer { width, .. } => *width as u64,
            crate::ir::TypeKind::Float(k) => k.bit_width() as u64,
            crate::ir::TypeKind::Index => 64,
            _ => 0,
        }
    }
    fn abi_alignment(&self, ctx: &Context, t: Type) -> u64 {
        self.size(ctx, t).max(1).next_power_of_two()
    }
    fn stack_alignment(&self, _: &Context) -> u64 {
        0
    }
    fn big_endian(&self, _: &Context) -> bool {
        false
    }
}
