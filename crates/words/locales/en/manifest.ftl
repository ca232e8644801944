# English: the web app manifest's words, shown when the parlour is installed (its name on the
# device, its description in the store). scripts/rules-pages.mjs writes manifest-LANG.webmanifest
# from them; public/manifest.webmanifest holds the English (tests/ui_boot_screen.rs checks it
# says the same).

manifest-name = Trumps — a parlour of trump card games
manifest-description = Trump card games in your browser, against computer players or passed around one device: What Trump?, Ace Trump, Ransom Trump, Truf and Top Trumps. Works offline once installed.
