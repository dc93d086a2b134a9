//! Structural verification (placeholder replaced below).
