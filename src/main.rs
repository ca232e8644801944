//! The web app entry point: mounts the Leptos UI.
fn main() {
    #[cfg(target_arch = "wasm32")]
    console_error_panic_hook::set_once();
    trumps::ui::start();
}
