"""What every table shares: the page (dom), its chrome, addresses, embedding, storage,
records and words."""
