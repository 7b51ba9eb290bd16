-- wrk: every request asks for the next route of the site; the caller fills in ROUTES.
local routes = { ROUTES }
local next_route = 0

request = function()
  next_route = next_route % #routes + 1
  return wrk.format("GET", routes[next_route])
end
