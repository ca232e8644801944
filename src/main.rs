//! The web app entry point: mounts the Leptos UI.
fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        // A clock for a search the page runs itself (when no bot worker can run).
        trumps::bots::clock::set_clock(js_sys::Date::now);
    }
    trumps::ui::start();
}
