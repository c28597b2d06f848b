using System.Collections.Generic;

/// <summary>
/// Registro de jogo (game log): mensagens (<see cref="GameLogMessage"/>) com título, carimbo de tempo e linhas
/// (<see cref="GameLogLine"/>), cujo tipo (<see cref="GameLogLineType"/>) define a cor de exibição. As mensagens ficam
/// no <see cref="DiceRolling.Stores.GameLogStore"/>.
/// </summary>
namespace DiceRolling.Logs;

/// <summary>
/// Mensagem do registro de jogo: um título, um carimbo de tempo e uma lista de <see cref="GameLogLine"/>.
/// </summary>
/// <remarks>
/// Adicionada com <see cref="DiceRolling.Stores.GameLogStore.AddGameLogMessage"/> e exibida por
/// <see cref="DiceRolling.Components.UI.GameLogComponent"/> como um bloco com cabeçalho e linhas coloridas.
/// </remarks>
/// <example>
/// <code>
/// var msg = new GameLogMessage(
///     "Rodada 1",
///     System.DateTime.Now.ToString("HH:mm:ss"),
///     new List&lt;GameLogLine&gt; { new(GameLogLineType.Info, "A batalha começou.") });
/// GameLogStore.Instance.AddGameLogMessage(msg);
/// </code>
/// </example>
public class GameLogMessage
{
    /// <summary>Cria uma mensagem de log.</summary>
    /// <param name="heading">Título da mensagem.</param>
    /// <param name="timestamp">Carimbo de tempo já formatado como texto.</param>
    /// <param name="lines">Linhas da mensagem.</param>
    public GameLogMessage(string heading, string timestamp, List<GameLogLine> lines) => throw null;

    /// <summary>Título da mensagem.</summary>
    public string Heading { get; }

    /// <summary>Carimbo de tempo da mensagem, como texto.</summary>
    public string Timestamp { get; }

    /// <summary>Linhas da mensagem.</summary>
    public List<GameLogLine> Lines { get; }
}
