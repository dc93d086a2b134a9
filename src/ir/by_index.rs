//! A map from arena or interner indices to small values, kept as a vector:
//! the keys are dense, and every one of them is looked up on hot paths
//! (printing every value of a module, importing every interned value).

/// Values by index; unset indices read as `None`.
#[derive(Clone, Debug, Default)]
pub struct ByIndex<T: Copy>(Vec<Option<T>>);

impl<T: Copy> ByIndex<T> {
    /// Room for indices below `len` (more are added on insert).
    pub fn new(len: usize) -> Self {
        ByIndex(vec![None; len])
    }

    pub fn insert(&mut self, i: usize, v: T) {
        if i >= self.0.len() {
            self.0.resize(i + 1, None);
        }
        self.0[i] = Some(v);
    }

    #[inline]
    pub fn get(&self, i: usize) -> Option<T> {
        self.0.get(i).copied().flatten()
    }
}
