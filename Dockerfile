# Bindery: one image for the app server (`npm start`) and the worker (`npm run worker`).
# Build: docker build -t bindery .   Run the whole stack: docker compose up (compose.yaml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
# A production server never prints through the simulator (config.ts refuses it): the image prints
# to the folder partner until LULU_API_URL and Lulu's credentials (with PRINT_PARTNER=lulu) are given.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data PRINT_PARTNER=file-system
# What the bundled server reads at run time: its migrations and the fonts and data in node_modules
# (catalog and flags are bundled into dist/server); package.json marks the root it finds them from.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/db/migrations ./server/db/migrations
RUN mkdir -p /data && chown node /data
USER node
VOLUME /data
EXPOSE 3000
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
