//! What the table shows instead of the game once another tab went on with it, ended it or
//! put a new game in its place: what happened, and the way to go on.

use crate::ui::model::elsewhere::Elsewhere;
use crate::ui::stores::ctl::{Ctl, Screen};
use crate::ui::view::widgets::focus_on_mount;
use leptos::prelude::*;

/// What the table shows instead of the game once another tab went on with it.
#[component]
pub fn ElsewhereCover(what: Elsewhere) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let game = ctl.play.session.with_untracked(|s| {
        s.as_ref()
            .map(|s| (s.info().id, s.info().name))
            .unwrap_or_default()
    });
    let (id, name) = game;
    let (title, text) = match what {
        Elsewhere::PlayedOn => (
            format!("This game of {name} went on in another tab"),
            "It is open in another tab of this browser, where decisions were made since. Take it up here to go on from there: nothing played there is lost.",
        ),
        Elsewhere::Replaced => (
            format!("A new game of {name} took this one's place"),
            "Another tab of this browser started a new game in its place. You can open that game here, or download this one's record to keep it.",
        ),
        Elsewhere::Ended => (
            format!("This game of {name} was ended in another tab"),
            "It was abandoned in another tab of this browser. You can still go on with it here: it is then saved again.",
        ),
    };
    let primary = move |_| match what {
        Elsewhere::Ended => ctl.play.keep_ended_game(),
        _ => ctl.take_up_elsewhere(id),
    };
    let primary_label = match what {
        Elsewhere::PlayedOn => "Take it up here",
        Elsewhere::Replaced => "Open the new game here",
        Elsewhere::Ended => "Go on with it here",
    };
    let button = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(button);
    view! {
        <section class="elsewhere panel" data-testid="elsewhere" role="alert" aria-labelledby="elsewhere-title">
            <h2 id="elsewhere-title">{title}</h2>
            <p>{text}</p>
            <div class="elsewhere-buttons">
                <button type="button" class="btn primary" data-testid="elsewhere-take" node_ref=button on:click=primary>
                    {primary_label}
                </button>
                {(what == Elsewhere::Replaced).then(|| view! {
                    <button type="button" class="btn" data-testid="elsewhere-record" on:click=move |_| {
                        if let Some(Some(r)) = ctl.play.session.with_untracked(|s| s.as_ref().map(|s| s.record())) {
                            ctl.download_record(&r);
                        }
                    }>
                        "Download this game's record"
                    </button>
                })}
                <button type="button" class="btn" data-testid="elsewhere-hub" on:click=move |_| ctl.screens.show(Screen::Hub)>
                    "Back to the hub"
                </button>
            </div>
        </section>
    }
}
